import { describe, expect, it } from 'vitest';
import { namesAlike } from './name-similarity.ts';

describe('namesAlike (decision 0077)', () => {
  it.each([
    ['Lakshmi Press Wala', 'Laxmi Press Wala'],
    ['Shree Ganesh Medical', 'Sri Ganesha Medicals'],
    ['Sharma Store', 'Sharma General Stores'],
    ['Sri Venkateshwara Tailors', 'Shree Venkateswara Tailors'],
    ['Reddy Crockery House', 'reddy crockery house'],
  ])('takes %s and %s for the same shop', (a, b) => expect(namesAlike(a, b)).toBe(true));

  it.each([
    ['Sharma General Store', 'Gupta General Store'],
    ['Ganesh Medical', 'Ramesh Medical'],
    ['Gupta Sweets', 'Lakshmi Press Wala'],
  ])('tells %s and %s apart', (a, b) => expect(namesAlike(a, b)).toBe(false));
});
