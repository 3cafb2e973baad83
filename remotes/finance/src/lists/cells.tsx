import { Flex, Text } from '@chakra-ui/react';
import { OptionBadge } from '@console/ui';
import type { ReactNode } from 'react';
import { UserRefCell } from '../records/cells';

/**
 * A cell's value with a smaller, muted note beside it (a tag, a network, who changed it), on one line so a
 * row stays one line high and a screen holds many of them; no note, nothing beside it.
 */
export function WithNote({ note, children }: { note: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="1.5" align="center" whiteSpace="nowrap" minW="0">
      {children}
      {note ? (
        <Text as="span" textStyle="xs" color="fg.muted" truncate>
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}

/** A user by id (and contact), with the kind of account beside it, on one line. */
export function UserTypeCell({ id, contact, accountType }: { id: number; contact?: string | null; accountType: number }) {
  return (
    <Flex gap="1.5" align="center" whiteSpace="nowrap" minW="0">
      <UserRefCell id={id} contact={contact} />
      <OptionBadge name="accountType" value={accountType} size="sm" />
    </Flex>
  );
}

/** A coin by name, with the wallet and the kind of funds it is held in, on one line. */
export function WalletFundCell({ name, walletType, fundType }: { name: string; walletType: number; fundType: number }) {
  return (
    <Flex gap="1" align="center" whiteSpace="nowrap">
      <Text fontWeight="medium" me="0.5">
        {name}
      </Text>
      <OptionBadge name="walletType" value={walletType} size="sm" />
      <OptionBadge name="fundType" value={fundType} size="sm" />
    </Flex>
  );
}
