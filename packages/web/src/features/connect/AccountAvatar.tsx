import type { AvatarComponent } from '@rainbow-me/rainbowkit'
import { Identicon } from '../../components/Identicon'

/**
 * The connected account's picture in RainbowKit's account button and modal: the address's blockies identicon, the one
 * drawn for every address in the app. RainbowKit's own avatar is an emoji on a colour, which shows as an empty box
 * where no emoji font is installed; an ENS avatar is not used either (it would be fetched from anywhere).
 */
export const AccountAvatar: AvatarComponent = ({ address, size }) => <Identicon address={address} size={size} />
