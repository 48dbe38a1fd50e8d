// 'Collection': a player's cards, spells and boosters (GET /api/cardplayer/user/{id},
// /api/spellplayer/user/{id}, /api/packplayer/user/{id}) in tabs, each with its 'Donner …' picker
// (POST …/user/add) and 'Retirer' per instance (POST …/user/delete, confirmed). Each change makes
// the player's collection stale, which is read again.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Dialog, Tabs } from 'radix-ui'
import type { User } from '../../../../api/adminUsers'
import { catalogueCardsQuery, cataloguePacksQuery, catalogueSpellsQuery, ownedPacksQuery, userCardsQuery, userSpellsQuery } from '../../../../state'
import { adminCollection as text, adminPage, common } from '../../../../text'
import { Icon } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { Spinner } from '../../../components/Spinner'
import { joinQueries } from '../shared/sectionQuery'
import { GivePicker } from './GivePicker'
import { InstanceList } from './InstanceList'
import { returnFocusToOpener } from '../../../components/dialogOpener'

type Tab = 'cards' | 'spells' | 'packs'

export default function CollectionDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('cards')
  const [cards, spells, packs] = [useQuery(userCardsQuery(user.id)), useQuery(userSpellsQuery(user.id)), useQuery(ownedPacksQuery(user.id))]
  const owned = joinQueries({ cards, spells, packs })
  const [allCards, allSpells, allPacks] = [useQuery(catalogueCardsQuery()), useQuery(catalogueSpellsQuery()), useQuery(cataloguePacksQuery())]
  const catalogue = joinQueries({ cards: allCards, spells: allSpells, packs: allPacks }).data

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-admin modal-admin-wide admin-collection">
          <div className="modal-head">
            <Dialog.Title className="modal-title">{text.title(user.pseudo)}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={common.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-description">{text.text}</Dialog.Description>
          {owned.data === undefined && (owned.isError ? <Notice tone="error">{adminPage.loadError}</Notice> : <Spinner label={common.loading} />)}
          {owned.data !== undefined && (
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
                {catalogue && <GivePicker kind={tab} user={user} catalogue={catalogue} />}
                <InstanceList kind={tab} user={user} owned={owned.data} />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
