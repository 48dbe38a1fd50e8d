// 'Ami à inviter': a Radix Select of the player's accepted friends.
import { useId } from 'react'
import { Select } from 'radix-ui'
import type { Friend } from '../../../api/friends'
import { levelOf } from '../../../game/levels'
import { header, lobby as text } from '../../../text'
import { Icon } from '../../components/Icon'

export function FriendSelect(props: { friends: Friend[]; value: number | null; onChange: (id: number) => void; disabled?: boolean }) {
  const labelId = useId()
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {text.private.friend}
      </span>
      <Select.Root value={props.value === null ? '' : String(props.value)} onValueChange={(v) => props.onChange(Number(v))} disabled={props.disabled}>
        <Select.Trigger className="select-trigger friend-trigger" aria-labelledby={labelId}>
          <Select.Value placeholder={text.private.friendPlaceholder} />
          <Select.Icon className="select-chevron">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content" position="popper" sideOffset={6}>
            <Select.Viewport>
              {props.friends.map((f) => (
                <Select.Item key={f.user.id} value={String(f.user.id)} className="select-item">
                  <span className="avatar avatar-small" aria-hidden="true">
                    {f.user.pseudo.slice(0, 1).toUpperCase()}
                  </span>
                  <Select.ItemText>{f.user.pseudo}</Select.ItemText>
                  <span className="muted select-meta">{header.level(levelOf(f.user.level))}</span>
                  <Select.ItemIndicator className="select-check">
                    <Icon name="check" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}
