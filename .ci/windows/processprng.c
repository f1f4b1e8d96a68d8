/* A stand-in for Windows' bcryptprimitives.dll, for Wine's sake only: Wine 8.0 lacks the DLL, and Rust's standard
 * library takes its random numbers from its ProcessPrng. This one asks the system RNG through BCryptGenRandom,
 * which Wine has. It is built in the CI run, put beside sayzee.exe in a test folder, and never shipped. */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    return BCryptGenRandom(NULL, data, (ULONG)length, BCRYPT_USE_SYSTEM_PREFERRED_RNG) == 0;
}
