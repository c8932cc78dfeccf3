// open-location-code 1.0.3 ships no types; only the calls this feature makes are declared.
declare module 'open-location-code' {
  export class OpenLocationCode {
    encode(latitude: number, longitude: number, codeLength?: number): string;
    shorten(code: string, latitude: number, longitude: number): string;
    recoverNearest(shortCode: string, latitude: number, longitude: number): string;
    decode(code: string): { latitudeCenter: number; longitudeCenter: number; codeLength: number };
    isValid(code: string): boolean;
    isFull(code: string): boolean;
  }
}
