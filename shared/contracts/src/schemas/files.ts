/** Uploads (`fileStorage/uploadImg`, `fileStorage/uploadFile`): multipart field `file`; `data` of the answer is the file's URL. */

export const UPLOAD_FIELD = 'file';
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What the server accepts, told from the content (the name and type a browser sends are not trusted). */
export const IMAGE_UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const FILE_UPLOAD_ACCEPT = `${IMAGE_UPLOAD_ACCEPT},application/pdf,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`;

/** Where a stored file is served: `/api/files/<key>`. */
export const FILES_PATH = '/api/files/';
export type UploadAnswer = string;
