#!/usr/bin/env python3
"""Writes a large, sparse arm64 Mach-O executable for the memory benchmark.

    generate_large_macho.py OUTPUT MEGABYTES

The file holds a valid header and load commands (__PAGEZERO, __TEXT with a huge zero-filled
__text section, __cstring and __objc_methname, __LINKEDIT, LC_BUILD_VERSION for iOS 17 with the
iOS 27 SDK, LC_SYMTAB) and a small symbol table at the end. The huge section is a hole in the
file, so it takes no disk space; a reader that loads the whole file still has to read it.
"""
import struct
import sys

MH_MAGIC_64 = 0xFEEDFACF
CPU_ARM64 = 0x0100000C
LC_SEGMENT_64, LC_SYMTAB, LC_BUILD_VERSION = 0x19, 0x2, 0x32
PAGE = 0x4000
VM_BASE = 0x100000000


def name16(text):
    return text.encode().ljust(16, b"\0")


def section(sect, seg, addr, size, offset):
    return struct.pack("<16s16sQQIIIIIIII", name16(sect), name16(seg), addr, size, offset, 0, 0, 0, 0, 0, 0, 0)


def segment(name, vmaddr, vmsize, fileoff, filesize, sections):
    size = 72 + 80 * len(sections)
    return struct.pack("<II16sQQQQiiII", LC_SEGMENT_64, size, name16(name), vmaddr, vmsize, fileoff, filesize,
                       5, 5, len(sections), 0) + b"".join(sections)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    output, megabytes = sys.argv[1], int(sys.argv[2])
    text_size = megabytes * 1024 * 1024
    methnames = b"\0application:didFinishLaunchingWithOptions:\0registerSceneAccessory:\0"
    cstrings = b"\0Hello\0external display\0"
    symbol_names = b"\0_OBJC_CLASS_$_UISceneAccessory\0_OBJC_CLASS_$_AppDelegate\0"

    header_room = PAGE
    text_offset = header_room
    cstring_offset = text_offset + text_size
    methname_offset = cstring_offset + len(cstrings)
    text_end = (methname_offset + len(methnames) + PAGE - 1) // PAGE * PAGE
    linkedit_offset = text_end
    symbols = struct.pack("<IBBHQ", 1, 0x01, 0, 0, 0) + struct.pack("<IBBHQ", 32, 0x0F, 1, 0, VM_BASE + text_offset)
    strings_offset = linkedit_offset + len(symbols)
    file_end = strings_offset + len(symbol_names)

    text_vm = VM_BASE
    commands = [
        segment("__PAGEZERO", 0, VM_BASE, 0, 0, []),
        segment("__TEXT", text_vm, text_end, 0, text_end, [
            section("__text", "__TEXT", text_vm + text_offset, text_size, text_offset),
            section("__cstring", "__TEXT", text_vm + cstring_offset, len(cstrings), cstring_offset),
            section("__objc_methname", "__TEXT", text_vm + methname_offset, len(methnames), methname_offset),
        ]),
        segment("__LINKEDIT", text_vm + text_end, file_end - linkedit_offset, linkedit_offset,
                file_end - linkedit_offset, []),
        struct.pack("<IIIIII", LC_BUILD_VERSION, 24, 2, 17 << 16, 27 << 16, 0),
        struct.pack("<IIIIII", LC_SYMTAB, 24, linkedit_offset, 2, strings_offset, len(symbol_names)),
    ]
    load_commands = b"".join(commands)
    header = struct.pack("<IIIIIIII", MH_MAGIC_64, CPU_ARM64, 0, 2, len(commands), len(load_commands), 0, 0)
    assert len(header) + len(load_commands) <= header_room
    with open(output, "wb") as out:
        out.write(header + load_commands)
        out.seek(cstring_offset)
        out.write(cstrings + methnames)
        out.seek(linkedit_offset)
        out.write(symbols + symbol_names)
        out.truncate(file_end)


if __name__ == "__main__":
    main()
