// tolk-sys's build script, changed so that a MinGW build links (see README.md): lower-case system libraries,
// the COM identifiers given external linkage, SAPI linked, windows.h first and libstdc++ static with MinGW.
use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() -> io::Result<()> {
    let out_dir = env::var("OUT_DIR").unwrap();
    let manifest = env::var("CARGO_MANIFEST_DIR").unwrap();
    let target = env::var("TARGET").unwrap();
    let gnu = env::var("CARGO_CFG_TARGET_ENV").map_or(false, |env| env == "gnu");
    let libs = if target.contains("64") {
        format!("{}/vendor/tolk/libs/x64", manifest)
    } else {
        format!("{}/vendor/tolk/libs/x86", manifest)
    };
    // The screen reader client DLLs go next to the executables, where Tolk looks for them.
    let mut profile_dir: PathBuf = out_dir.into();
    profile_dir.pop();
    profile_dir.pop();
    profile_dir.pop();
    for entry in fs::read_dir(libs)? {
        let path = entry?.path();
        let file_name = path.file_name().unwrap();
        fs::copy(&path, profile_dir.join(file_name))?;
        let examples = profile_dir.join("examples");
        if examples.is_dir() {
            fs::copy(&path, examples.join(file_name))?;
        }
    }
    let root = "vendor/tolk";
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .define("_EXPORTING", None)
        .define("UNICODE", None)
        .define("_MIDL_USE_GUIDDEF_", None);
    if gnu {
        // Tolk is third-party code, kept as it is: its MIDL-made sources end an #if with a label, carry MSVC's
        // pragmas and cast GetProcAddress's result, all of which GCC warns about on every build.
        build
            .warnings(false)
            .flag("-include")
            .flag("windows.h")
            .flag_if_supported("-Wno-endif-labels")
            .flag_if_supported("-Wno-unknown-pragmas")
            .cpp_link_stdlib(None);
    }
    for file in [
        "Tolk.cpp",
        "ScreenReaderDriverJAWS.cpp",
        "ScreenReaderDriverNVDA.cpp",
        "ScreenReaderDriverSA.cpp",
        "ScreenReaderDriverSNova.cpp",
        "ScreenReaderDriverWE.cpp",
        "ScreenReaderDriverZT.cpp",
        "ScreenReaderDriverSAPI.cpp",
        "fsapi.c",
        "wineyes.c",
        "zt.c",
    ] {
        build.file(format!("{}/src/{}", root, file));
    }
    if gnu {
        // libstdc++ linked statically, from the compiler's own library folder.
        let compiler = build.get_compiler();
        let found = Command::new(compiler.path())
            .arg("-print-file-name=libstdc++.a")
            .output()?;
        let archive = String::from_utf8_lossy(&found.stdout).trim().to_string();
        if let Some(dir) = Path::new(&archive).parent().filter(|dir| dir.is_dir()) {
            println!("cargo:rustc-link-search=native={}", dir.display());
        }
    }
    build.compile("tolk");
    if gnu {
        println!("cargo:rustc-link-lib=static:-bundle=stdc++");
    }
    for library in ["user32", "ole32", "oleaut32", "sapi"] {
        println!("cargo:rustc-link-lib={}", library);
    }
    Ok(())
}
