import { Flex, Text } from '@chakra-ui/react';
import { OptionBadge } from '@console/ui';
import type { ReactNode } from 'react';
import { UserRefCell } from '../records/cells';

/** A cell's value with a smaller, muted line under it (a tag, a network, who changed it); no line without a note. */
export function WithNote({ note, children }: { note: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" gap="0.5" align="flex-start">
      {children}
      {note ? (
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A user by id (and contact), with the kind of account under it. */
export function UserTypeCell({ id, contact, accountType }: { id: number; contact?: string | null; accountType: number }) {
  return (
    <Flex direction="column" gap="0.5" align="flex-start">
      <UserRefCell id={id} contact={contact} />
      <OptionBadge name="accountType" value={accountType} size="sm" />
    </Flex>
  );
}

/** A coin by name, with the wallet and the kind of funds it is held in. */
export function WalletFundCell({ name, walletType, fundType }: { name: string; walletType: number; fundType: number }) {
  return (
    <Flex direction="column" gap="0.5" align="flex-start">
      <Text fontWeight="medium">{name}</Text>
      <Flex gap="1" wrap="wrap">
        <OptionBadge name="walletType" value={walletType} size="sm" />
        <OptionBadge name="fundType" value={fundType} size="sm" />
      </Flex>
    </Flex>
  );
}
