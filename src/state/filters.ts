// The filters record (spec §3), reset at logout.
import { atomWithReset } from 'jotai/utils'

interface Filters {
  userId: number | null
  search: string
  categorieId: number | null
  openBids: boolean
  ongoingBids: boolean
  wonBids: boolean
  ongoingSales: boolean
  notStartedSales: boolean
  completedSales: boolean
}

export const EMPTY_FILTERS: Filters = {
  userId: null,
  search: '',
  categorieId: null,
  openBids: false,
  ongoingBids: false,
  wonBids: false,
  ongoingSales: false,
  notStartedSales: false,
  completedSales: false,
}

export const filtersAtom = atomWithReset<Filters>(EMPTY_FILTERS)
