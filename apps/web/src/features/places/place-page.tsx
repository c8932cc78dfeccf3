import { Link, useParams } from 'react-router';
import { APP_TEXTS, PAGE_TEXTS, placePagePath, SHOP_TEXT } from '@local-shops/shared';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useServerPageReady } from '../../lib/server-page.tsx';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import './place-page.css';

/** /in/:state/:town/:category: the shops of a category nearest a town's centre (the server renders the same list first). */
export function PlacePage() {
  const appTexts = useTexts(APP_TEXTS);
  const pageTexts = useTexts(PAGE_TEXTS);
  const shopText = useTexts(SHOP_TEXT);
  const names = useTaxonomyLabels();
  const { state = '', town = '', category = '' } = useParams();
  const page = useApiData(publicApi.place(state, town, category));
  const title = page.data
    ? shopText.placeTitle(names.category(page.data.category), page.data.town, page.data.state)
    : undefined;
  useDocumentTitle(title);
  useServerPageReady(Boolean(page.data || page.error));

  if (page.error) {
    const notFound = page.error instanceof ApiRequestError && page.error.statusCode === 404;
    return (
      <div className="page page--center">
        <h1>{notFound ? pageTexts.notFoundTitle : appTexts.unexpectedError}</h1>
        {notFound ? <p>{pageTexts.notFoundBody}</p> : <p role="alert">{page.error.message}</p>}
        <Link className="button button--primary" to={PATHS.home}>
          {pageTexts.goHome}
        </Link>
      </div>
    );
  }
  if (!page.data || !title) {
    return (
      <div className="page page--center place-page--loading">
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      </div>
    );
  }

  const { shops, otherCategories } = page.data;
  return (
    <div className="page place-page">
      <Breadcrumbs crumbs={[{ label: shopText.home, to: PATHS.home }, { label: title }]} />
      <h1>{title}</h1>
      {shops.length ? (
        <ol className="place-page__shops">
          {shops.map((shop) => (
            <li key={shop.id}>
              <Link to={PATHS.shop(shop.id)}>{shop.name}</Link>
              <span className="place-page__distance">{shopText.fromTheCentre(shopText.distance(shop.distanceKm))}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>{shopText.noShopsHere}</p>
      )}
      <h2>{shopText.moreShopsIn(page.data.town)}</h2>
      <ul className="place-page__others">
        {otherCategories.map((other) => (
          <li key={other.id}>
            <Link to={placePagePath(page.data!.state, page.data!.town, other.id)}>
              {shopText.placeTitle(names.category(other), page.data!.town, page.data!.state)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
