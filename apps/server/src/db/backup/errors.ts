/** A refusal or failure of a backup or restore, with one line for the operator. */
export class BackupError extends Error {}
