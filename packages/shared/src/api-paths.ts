/** Every API path sits under this prefix; the paths themselves are the route table's (decision 0060). */
export const API_PREFIX = '/v1';
