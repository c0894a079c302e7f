import { z, type Place } from '@ongi/shared';

/**
 * Kakao Local failed us: it could not be reached in time, refused the key, or
 * answered something that is not a search result. The message names the
 * status and Kakao's error type for the log, never the key.
 */
export class MapsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MapsProviderError';
  }
}

export interface KakaoLocalSettings {
  restKey: string;
  /** https://dapi.kakao.com, or a fake in tests. */
  base: string;
  /** A person is waiting on the form: better an error than a spinner forever. */
  timeoutMs?: number;
}

/** Kakao's page size limit for keyword search, and what the form shows. */
export const kakaoPageSize = 15;

const coordinate = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

// GET /v2/local/search/keyword.json: documents, best first; x is the longitude and y the latitude, both strings.
const documentSchema = z.object({
  id: z.string(),
  place_name: z.string(),
  address_name: z.string().nullish(),
  road_address_name: z.string().nullish(),
  phone: z.string().nullish(),
  place_url: z.string().nullish(),
  x: coordinate,
  y: coordinate,
});
const answerSchema = z.object({ documents: z.array(z.unknown()) });

function toPlace(document: z.infer<typeof documentSchema>): Place {
  return {
    id: `kakao:${document.id}`,
    placeName: document.place_name,
    addressName: document.address_name ?? '',
    roadAddressName: document.road_address_name ?? '',
    phone: document.phone ?? '',
    ...(document.place_url ? { placeUrl: document.place_url } : {}),
    latitude: document.y,
    longitude: document.x,
  };
}

/** Kakao Local's keyword search (REST key, server side only). */
export class KakaoLocalClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: KakaoLocalSettings) {
    this.base = settings.base.replace(/\/+$/, '');
    this.timeoutMs = settings.timeoutMs ?? 5_000;
  }

  async searchKeyword(query: string): Promise<Place[]> {
    const url = `${this.base}/v2/local/search/keyword.json?${new URLSearchParams({ query, size: String(kakaoPageSize) })}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { authorization: `KakaoAK ${this.settings.restKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new MapsProviderError(`kakao local could not be reached at ${this.base}`, { cause: error });
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): reported below by status or shape.
    }
    if (response.status !== 200) {
      const errorType = (body as { errorType?: unknown } | null)?.errorType;
      throw new MapsProviderError(`kakao local answered ${response.status} (${typeof errorType === 'string' ? errorType : 'no error type'})`);
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new MapsProviderError('kakao local answered 200 without documents');
    // One odd document (no coordinates) is left out rather than failing the whole search.
    return answer.data.documents.flatMap((document) => {
      const parsed = documentSchema.safeParse(document);
      return parsed.success ? [toPlace(parsed.data)] : [];
    });
  }
}
