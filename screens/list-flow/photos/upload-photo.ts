import { ApiError, displayedMessage } from '../../../engine';
import { uploadedImageSchema, type UploadedImage } from '../../../schemas/entities/listing';

/** The photo upload (POST /v1/images), through the site's same-origin API proxy like every browser call. */
export const UPLOAD_PATH = '/v1/images';
export const UPLOAD_URL = `/api/proxy/main${UPLOAD_PATH}`;

export interface UploadOptions {
  url?: string;
  /** The API's own headers (client type, session id, bearer token): the API client's, which cannot stream a file. */
  headers: Record<string, string>;
  /** Called as the bytes go out: the share sent, 0 to 1. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
}

const failure = (status: number, body: unknown, fallback: string) =>
  new ApiError({
    status,
    endpoint: UPLOAD_PATH,
    json: body,
    message: body && typeof body === 'object' && 'errors' in body ? displayedMessage(body) : fallback,
  });

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one photo as multipart field `image` and resolves to the stored photo. XMLHttpRequest rather than fetch:
 * only it reports upload progress. A refusal rejects with the API's message ('The file is not a JPEG, PNG or WebP
 * image'), a lost connection with a network error.
 */
export function uploadPhoto(file: Blob, { url = UPLOAD_URL, headers, onProgress, signal }: UploadOptions) {
  return new Promise<UploadedImage>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failure(request.status, body, `The photo could not be uploaded (${request.status})`));
        return;
      }
      const data = body && typeof body === 'object' && 'data' in body ? body.data : body;
      const parsed = uploadedImageSchema.safeParse(data);
      if (parsed.success) {
        onProgress(1);
        resolve(parsed.data);
      } else reject(failure(request.status, body, `Unexpected response from ${UPLOAD_PATH}`));
    };
    request.onerror = () => reject(failure(0, null, 'Network error: the server could not be reached'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('image', file, file instanceof File ? file.name : 'photo');
    request.send(form);
  });
}
