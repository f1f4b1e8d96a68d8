//! The page and its assets, built into the binary: the page's words rendered once per language at the first
//! request, each request served in the browser's language (or the one chosen on the page, `?lang=`), the script
//! and style as written, the sound cues as the terminal plays them. Every answer says what it is, is never cached
//! stale, and is framed by no other site.

use axum::extract::{Path, Query};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use crate::i18n::{Localizer, Message};

const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/page.js");
const STYLE: &str = include_str!("page/page.css");

/// The page's own files as served (path, bytes), for the weight the README promises.
pub const PAGE_FILES: [(&str, &str); 3] = [("/", PAGE), ("/page.js", SCRIPT), ("/page.css", STYLE)];

/// What the page's address may ask.
#[derive(Debug, Deserialize)]
pub(super) struct PageQuery {
    lang: Option<String>,
}

/// Security headers for every answer: the page's own scripts and connections only, framed by nobody.
fn guarded(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; connect-src 'self'; media-src 'self'; frame-ancestors 'none'; base-uri 'none'",
        ),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

/// The language the page speaks: the one asked in its address when sayzee speaks it, else the browser's.
fn page_locale(asked: Option<&str>, headers: &HeaderMap) -> &'static str {
    match asked.filter(|asked| crate::i18n::speaks(asked)) {
        Some(asked) => crate::i18n::negotiate(&[asked]),
        None => crate::i18n::negotiate(&accepted_languages(headers)),
    }
}

/// The languages an `Accept-Language` header asks for, most wanted first (its weights read, at most a few).
pub(super) fn accepted_languages(headers: &HeaderMap) -> Vec<String> {
    let Some(value) = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
    else {
        return Vec::new();
    };
    let mut asked: Vec<(String, f32)> = value
        .split(',')
        .take(16)
        .filter_map(|part| {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next()?.trim();
            let weight = pieces
                .find_map(|piece| piece.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            (!tag.is_empty() && tag != "*" && tag.len() <= 35).then(|| (tag.to_string(), weight))
        })
        .collect();
    asked.sort_by(|a, b| b.1.total_cmp(&a.1));
    asked.into_iter().map(|(tag, _)| tag).collect()
}

/// Text for an HTML page: the characters that would be markup written as entities.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Fluent's isolation marks around arguments are left out of the page's labels.
            '\u{2068}' | '\u{2069}' => {}
            other => out.push(other),
        }
    }
    out
}

/// The page with its words in `localizer`'s language: each `{{id}}` is the message `id`, and `{{lang}}` the
/// language's tag.
pub(super) fn rendered(localizer: &Localizer) -> String {
    let mut out = String::with_capacity(PAGE.len() + 2048);
    let mut rest = PAGE;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after.find("}}").expect("every {{ in the page is closed");
        let id = &after[..end];
        if id == "lang" {
            out.push_str(&localizer.locale());
        } else if let Some(face) = id.strip_prefix("web-die-") {
            let face: u8 = face.parse().expect("a die's button names its face");
            out.push_str(&escaped(
                &localizer.text(&Message::new("web-die").with("face", face)),
            ));
        } else {
            out.push_str(&escaped(&localizer.text(&Message::new(id.to_string()))));
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// The page in every language sayzee speaks, rendered once in the process's life: a request only chooses one.
fn rendered_in(locale: &str) -> &'static str {
    static PAGES: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    let pages = PAGES.get_or_init(|| {
        crate::i18n::available()
            .map(|locale| (locale.to_string(), rendered(&Localizer::for_locale(locale))))
            .collect()
    });
    pages
        .iter()
        .find(|(each, _)| each == locale)
        .or_else(|| pages.first())
        .map_or("", |(_, page)| page.as_str())
}

pub(super) async fn page(Query(query): Query<PageQuery>, headers: HeaderMap) -> Response {
    let locale = page_locale(query.lang.as_deref(), &headers);
    guarded(
        (
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            rendered_in(locale),
        )
            .into_response(),
    )
}

pub(super) async fn script() -> Response {
    guarded(
        (
            [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
            SCRIPT,
        )
            .into_response(),
    )
}

pub(super) async fn style() -> Response {
    guarded(([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE).into_response())
}

/// A cue's sound (`/sounds/dice.wav`), the same the terminal plays.
pub(super) async fn sound(Path(file): Path<String>) -> Response {
    let cue = file.strip_suffix(".wav").and_then(|name| {
        crate::sound::Cue::ALL
            .into_iter()
            .find(|cue| cue.name() == name)
    });
    match cue {
        Some(cue) => guarded(([(header::CONTENT_TYPE, "audio/wav")], cue.wav()).into_response()),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_the_page_is_a_message_in_every_language() {
        for locale in crate::i18n::available() {
            let page = rendered(&Localizer::for_locale(locale));
            assert!(!page.contains("{{"), "{locale}");
            assert!(page.contains(&format!("lang=\"{locale}\"")), "{locale}");
            for id in ["web-roll", "web-send", "web-die"] {
                assert!(!page.contains(id), "{locale} leaves {id} unsaid");
            }
        }
        // Swedish names each die by its own word: "1:a" was read "första" (translations 3, SV-1).
        let swedish = rendered(&Localizer::for_locale("sv"));
        for button in [
            "Välj en etta",
            "Välj en trea",
            "Välj en femma",
            "Välj en sexa",
        ] {
            assert!(swedish.contains(button), "{button}");
        }
    }

    #[test]
    fn the_browsers_languages_are_read_by_their_weights() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("en;q=0.5, de-CH, fr;q=0.8, *;q=0.1"),
        );
        assert_eq!(accepted_languages(&headers), ["de-CH", "fr", "en"]);
        assert_eq!(page_locale(None, &headers), "de");
        assert_eq!(page_locale(Some("it"), &headers), "it");
        assert_eq!(page_locale(Some("xx"), &headers), "de");
        assert!(rendered_in("it").contains("lang=\"it\""));
    }
}
