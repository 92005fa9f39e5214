// Public file of the uploads module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.
export { storeProof } from "./proof-store";
export { MAX_IMAGE_BYTES, storeImage, uploadRoot } from "./store";
