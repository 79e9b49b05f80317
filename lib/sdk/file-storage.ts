// The file storage API (assets/v2.0 upload start and complete, assets/v1.0
// sign-urls), method names as in the official SDK's FileStorage client. The PUT between start and
// complete goes to the upload URL itself, without credentials (lib/file-storage/upload.ts).
import type { ApiClient } from './request';
import type {
  SignUrlsRequest,
  SignUrlsResponse,
  UploadCompleteResponse,
  UploadStartRequest,
  UploadStartResponse,
} from '@/contract/types/file-storage';

const V1 = '/service/application/assets/v1.0';
const V2 = '/service/application/assets/v2.0';

export function fileStorageApi(client: ApiClient) {
  return {
    startUpload: (a: { namespace: string; body: UploadStartRequest }) =>
      client.request<UploadStartResponse>('POST', `${V2}/namespaces/{namespace}/upload/start`, {
        params: { namespace: a.namespace },
        body: a.body,
      }),
    completeUpload: (a: { namespace: string; body: UploadStartResponse }) =>
      client.request<UploadCompleteResponse>('POST', `${V2}/namespaces/{namespace}/upload/complete`, {
        params: { namespace: a.namespace },
        body: a.body,
      }),
    signUrls: (a: { body: SignUrlsRequest }) =>
      client.request<SignUrlsResponse>('POST', `${V1}/sign-urls`, { body: a.body }),
  };
}

export type FileStorageApi = ReturnType<typeof fileStorageApi>;
