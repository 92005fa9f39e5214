import { NewsCategoriesPage } from "./news-admin-pages";

export default NewsCategoriesPage;
