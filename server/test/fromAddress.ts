import http from 'node:http';
import type { ApiResponse } from './testApp';

/**
 * Posts JSON from another loopback address (127.0.0.2, 127.0.0.3…), so the server sees a
 * different client IP: how the tests play several clients on one machine.
 */
export function postFrom<T = any>(localAddress: string, url: string, body: unknown): Promise<ApiResponse<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, headers });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
