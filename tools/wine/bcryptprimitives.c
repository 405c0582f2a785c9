/* bcryptprimitives.dll for Wine 8 and older, which lack it: its one function that Go's runtime calls at start,
 * ProcessPrng, filling a buffer with random bytes from RtlGenRandom (advapi32's SystemFunction036). See README.md,
 * Windows, for where it goes and how Wine is told to take it. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
	while (length > 0) {
		ULONG n = length > 0x10000000 ? 0x10000000 : (ULONG)length;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		length -= n;
	}
	return TRUE;
}
