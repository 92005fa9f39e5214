// Public file of the uploads module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { storeProof } from "./proof-store";
export { storeImage, uploadRoot } from "./store";
