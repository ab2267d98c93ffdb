import { describe, expect, it } from 'vitest';
import { classifyBody, htmlSummary } from './read-body.ts';

describe('classifyBody', () => {
  it.each([
    ['', null, 'empty'],
    ['  \n', 'application/json', 'empty'],
    ['{"a":1}', 'application/json', 'json'],
    ['{"a":1}', 'text/plain', 'json'],
    ['[1,2]', null, 'json'],
    ['{"a":', 'application/json', 'malformed-json'],
    ['<!DOCTYPE html><html></html>', 'application/json; charset=utf-8', 'html'],
    ['<html><body>502</body></html>', 'text/html', 'html'],
    ['<h1>Oops</h1>', null, 'html'],
    ['Sorry, that currency was not found', 'text/plain', 'text'],
  ])('%j (%s) is %s', (text, type, expected) => {
    expect(classifyBody(text, type).kind).toBe(expected);
  });
});

describe('htmlSummary', () => {
  it('prefers the title, then the first heading', () => {
    expect(htmlSummary('<title> 502 Bad Gateway </title><h1>x</h1>')).toBe('502 Bad Gateway');
    expect(htmlSummary('<body><h1>Service Unavailable</h1></body>')).toBe('Service Unavailable');
    expect(htmlSummary('<p>nothing</p>')).toBe('');
  });
});
