import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, as `npx eslint .` applies it (run from the root).
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('web import boundaries (DESIGN.md section 1)', () => {
  it('refuses a feature importing another feature or app/, statically or on demand', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/landing/example.ts',
      [
        "import { ClaimShopList } from '../shops/claim-shop-list.tsx';",
        "import { router } from '../../app/router.tsx';",
        "export const later = () => import('../kyc/kyc-dialog.tsx');",
        'console.log(ClaimShopList, router);',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
  });

  it('refuses it from a folder inside a feature too', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/static-pages/content/example.ts',
      "export { x } from '../../shops/x.ts';",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import lib/, components/, the shared package and its own files', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/static-pages/content/example.ts',
      [
        "import { PATHS } from '../../../lib/paths.ts';",
        "import { Modal } from '../../../components/modal.tsx';",
        "import { LABELS } from '@local-shops/shared';",
        "import { StaticPage } from '../static-page.tsx';",
        "export const later = () => import('../../../components/kyc/kyc-dialog.tsx');",
        'console.log(PATHS, Modal, LABELS, StaticPage);',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses components/ and lib/ importing a feature or app/', async () => {
    expect(
      await boundaryErrors('apps/web/src/components/example.ts', "export { x } from '../features/shops/x.ts';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/lib/example.ts', "export { x } from '../app/router.tsx';")).toHaveLength(
      1,
    );
  });

  it('lets the router join features', async () => {
    expect(await boundaryErrors('apps/web/src/app/example.ts', "export { x } from '../features/shops/x.ts';")).toEqual(
      [],
    );
  });
});
