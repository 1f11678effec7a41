/** Largest CV: 10 MB. */
export const MAX_CV_BYTES = 10 * 1024 * 1024;

/** The CV formats accepted, as judged from the bytes: the stored extension and content type. */
export type CvFormat = 'pdf' | 'doc' | 'docx';

export const CV_CONTENT_TYPES: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Longest original file name kept as metadata (the column holds 255). */
export const CV_FILE_NAME_MAX_LENGTH = 150;
