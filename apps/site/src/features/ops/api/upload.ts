import type { Envelope } from 'gaokao-contract';
import { getOpsToken } from '../../../lib/ops-token';

/**
 * Sends a file as an upload's raw body with the operator's token (the console's uploads: data seasons, the contact QR,
 * videos). XMLHttpRequest rather than the shared client: only it reports the bytes sent (`upload.onprogress`), which a
 * large file on a slow line needs. `url` carries the upload's query (file name, type, title).
 */
export function sendFile<T>(url: string, file: File, onProgress: (share: number) => void): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getOpsToken();
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope<T>);
      } catch {
        reject(new Error('上传失败，请稍后重试'));
      }
    };
    xhr.onerror = () => reject(new Error('网络异常，上传失败'));
    xhr.send(file);
  });
}
