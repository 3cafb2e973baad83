import { Box } from '@chakra-ui/react';
import type { ChatTypingUser } from '@console/contracts';

/** Who is typing now, other than the signed-in admin. */
export function activeTyping(typing: ChatTypingUser[], now: number, myId: number | undefined): ChatTypingUser[] {
  return typing.filter((t) => Date.parse(t.expiresAt) > now && !(t.kind === 'staff' && t.id === myId));
}

export function OnlineDot({ online }: { online: boolean }) {
  return (
    <Box
      position="absolute"
      bottom="0"
      insetEnd="0"
      boxSize="2.5"
      borderRadius="full"
      borderWidth="2px"
      borderColor="bg.panel"
      bg={online ? 'green.solid' : 'gray.400'}
      data-online={online ? 'true' : 'false'}
    />
  );
}
