import type { ReactNode } from 'react';

/** A column of a console table: its header, and the cell each row shows under it. */
export interface AdminColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Header read by screen readers only, and no label on phones' stacked cards (an actions column). */
  hideLabel?: boolean;
  cellClassName?: (row: Row) => string | undefined;
}

interface AdminTableProps<Row> {
  /** Undefined while the first page loads. */
  items: readonly Row[] | null | undefined;
  error?: Error | null;
  /** Shown when the queue is empty. */
  empty: string;
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string;
}

/** The queue's failure or emptiness, for queues shown as a table or as cards. */
export function AdminQueueState({ items, error, empty }: Pick<AdminTableProps<unknown>, 'items' | 'error' | 'empty'>) {
  return (
    <>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{empty}</p>}
    </>
  );
}

/** A console queue as a table; on phones each row becomes a card whose cells carry their column's label. */
export function AdminTable<Row>({ items, error, empty, columns, rowKey }: AdminTableProps<Row>) {
  return (
    <>
      <AdminQueueState items={items} error={error} empty={empty} />
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    data-label={column.hideLabel ? undefined : column.label}
                    className={column.cellClassName?.(row)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
