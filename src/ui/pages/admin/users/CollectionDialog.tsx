// 'Collection': a player's cards, spells and boosters (GET /api/cardplayer/user/{id},
// /api/spellplayer/user/{id}, /api/packplayer/user/{id}) in tabs, each with its 'Donner …' picker
// (POST …/user/add) and 'Retirer' per instance (POST …/user/delete, confirmed). Reloaded after each change.
import { useState } from 'react'
import { Dialog, Tabs } from 'radix-ui'
import * as calls from '../../../../api/admin'
import type { User } from '../../../../api/admin'
import { adminCollection as text, adminPage, common } from '../../../../text'
import { Icon } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { Spinner } from '../../../components/Spinner'
import { useAdminLoad } from '../shared/useAdminLoad'
import { GivePicker } from './GivePicker'
import { InstanceList, type Removal } from './InstanceList'

type Tab = 'cards' | 'spells' | 'packs'

export default function CollectionDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('cards')
  const owned = useAdminLoad(`collection:${user.id}`, () =>
    Promise.all([calls.listUserCards(user.id), calls.listUserSpells(user.id), calls.listUserPacks(user.id)]).then(([cards, spells, packs]) => ({ cards, spells, packs })),
  )
  const catalogue = useAdminLoad('catalogue', () =>
    Promise.all([calls.listCards(), calls.listSpells(), calls.listPacks()]).then(([cards, spells, packs]) => ({ cards, spells, packs })),
  )
  const removal: Removal = {
    cards: (id) => calls.removeCard(user.id, id),
    spells: (id) => calls.removeSpell(user.id, id),
    packs: (id) => calls.removePack(user.id, id),
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="modal modal-admin modal-admin-wide admin-collection">
          <div className="modal-head">
            <Dialog.Title className="modal-title">{text.title(user.pseudo)}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={common.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-description">{text.text}</Dialog.Description>
          {owned.status === 'loading' && <Spinner label={common.loading} />}
          {owned.status === 'error' && <Notice tone="error">{adminPage.loadError}</Notice>}
          {owned.status === 'ready' && (
            <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <Tabs.List className="tabs tabs-3" aria-label={text.tabsLabel}>
                <Tabs.Trigger value="cards" className="tab">
                  {text.tab(text.cards, owned.data.cards.length)}
                </Tabs.Trigger>
                <Tabs.Trigger value="spells" className="tab">
                  {text.tab(text.spells, owned.data.spells.length)}
                </Tabs.Trigger>
                <Tabs.Trigger value="packs" className="tab">
                  {text.tab(text.packs, owned.data.packs.length)}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value={tab} className="tab-panel">
                {catalogue.status === 'ready' && <GivePicker kind={tab} user={user} catalogue={catalogue.data} onGiven={owned.reload} />}
                <InstanceList kind={tab} user={user} owned={owned.data} removal={removal} onRemoved={owned.reload} />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
