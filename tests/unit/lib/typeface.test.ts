import { TYPEFACE_ATTRIBUTE } from '@/lib/typeface';
import { typefaceAttribute } from '../../../scripts/lib/typeface.mjs';

test("the tools mark <html> with the attribute the site's own script sets", () => {
  expect(typefaceAttribute).toBe(TYPEFACE_ATTRIBUTE);
});
