import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import type { CatalogItem, CatalogKind } from '../api/catalog-api';
import { useCatalogList } from '../api/use-catalog';
import { CatalogForm } from './catalog-form';
import { useListView } from '../../../components/list-tools/use-list-view';
import { CATALOG_FILTER_DEFAULTS } from '../lib/catalog-filters';
import { CatalogList } from './catalog-list';
import '../catalog.css';

/**
 * The AI agent catalogue: two tabs, Productos and Servicios (the tab is in the URL, with the
 * list's search and filters); '+ Nuevo' and 'Recargar'; the edit form opens from New or Edit, and saving or cancelling closes it and
 * reloads the list. Switching tabs reloads the list. Closing a form with unsaved changes (Cancel,
 * the other tab, New or another item's Edit) asks first.
 */
export default function CatalogPanel() {
  const { t } = useTranslation('admin');
  const view = useListView(CATALOG_FILTER_DEFAULTS);
  const kind: CatalogKind = view.filters.kind === 'services' ? 'services' : 'products';
  const [editing, setEditing] = useState<CatalogItem | 'new' | null>(null);
  const list = useCatalogList(kind);
  const [formDirty, setFormDirty] = useState(false);
  const { confirmDiscard, dialog } = useDiscardConfirm();
  /** Runs `then` once the open form's unsaved changes (if any) may be dropped. */
  const leaveForm = async (then: () => void) => {
    if (editing && formDirty && !(await confirmDiscard())) return;
    setFormDirty(false);
    then();
  };

  return (
    <section className="catalog" aria-labelledby="catalog-title">
      <h2 id="catalog-title">{t('catalog.title')}</h2>
      <Tabs.Root
        value={kind}
        onValueChange={(value) =>
          void leaveForm(() => {
            // The category is the products' only: a new tab starts without it.
            view.update({ kind: value, category: 'all' });
            setEditing(null);
            void list.refetch();
          })
        }
      >
        <Tabs.List className="catalog__tabs" aria-label={t('catalog.title')}>
          <Tabs.Trigger className="panel__tab" value="products">
            {t('catalog.products')}
          </Tabs.Trigger>
          <Tabs.Trigger className="panel__tab" value="services">
            {t('catalog.services')}
          </Tabs.Trigger>
        </Tabs.List>
        {(['products', 'services'] as const).map((tab) => (
          <Tabs.Content key={tab} value={tab} className="catalog__content">
            <p className="catalog__toolbar">
              <button
                type="button"
                className="button"
                onClick={() => void leaveForm(() => setEditing('new'))}
              >
                {t('catalog.new')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void list.refetch()}
              >
                {t('catalog.reload')}
              </button>
            </p>
            {editing ? (
              <CatalogForm
                kind={tab}
                key={editing === 'new' ? 'new' : `${editing.id}:${editing.updatedAt}`}
                item={editing === 'new' ? null : editing}
                onDirty={setFormDirty}
                onRestored={() => {
                  if (editing === 'new') return;
                  const { id } = editing;
                  setFormDirty(false);
                  void list.refetch().then(({ data }) => {
                    setEditing(data?.find((entry) => entry.id === id) ?? null);
                  });
                }}
                onCancel={() => void leaveForm(() => setEditing(null))}
                onDone={() => {
                  setFormDirty(false);
                  setEditing(null);
                  void list.refetch();
                }}
              />
            ) : null}
            {list.isPending ? <p role="status">{t('catalog.loading')}</p> : null}
            {list.data ? (
              <CatalogList
                kind={tab}
                items={list.data}
                onEdit={(item) => void leaveForm(() => setEditing(item))}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog}
    </section>
  );
}
