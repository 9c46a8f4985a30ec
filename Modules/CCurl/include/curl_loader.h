// libcurl, loaded on the first request rather than at start-up.
//
// The binary does not link libcurl: `explore --version`, help, completions and a list or page
// served from the cache never map it (nor the TLS, Kerberos, LDAP and SSH libraries it brings).
// `explore_curl_load` opens the library with dlopen on first use and resolves every function
// the app calls; the functions below call through that table. Swift cannot call libcurl's
// variadic setopt/getinfo functions or its expression macros, so each use is a typed function.
// Only `curl/curl.h`'s types and constants come from the header; none of its functions is
// called directly.
#ifndef EXPLORE_CURL_LOADER_H
#define EXPLORE_CURL_LOADER_H

#include <stddef.h>
#include <curl/curl.h>

/// Opens the system's libcurl.so.4 and resolves its functions, then runs curl_global_init.
/// 0 on success (then and on every later call, which does nothing); otherwise -1 with a
/// one-line reason in `error`, and a later call tries again. The library stays open.
int explore_curl_load(char *error, size_t size);

/// Whether the first of `names` that loads (NULL: libcurl.so.4) has every function the app
/// calls: 0, or -1 with the reason in `error`. Closes what it opened; changes nothing.
int explore_curl_check(const char *const *names, char *error, size_t size);

CURL *explore_curl_easy_init(void);
void explore_curl_easy_cleanup(CURL *handle);
CURLM *explore_curl_multi_init(void);
CURLMcode explore_curl_multi_cleanup(CURLM *multi);
CURLMcode explore_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode explore_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode explore_curl_multi_perform(CURLM *multi, int *running);
CURLMcode explore_curl_multi_poll(CURLM *multi, int timeout_ms, int *numfds);
CURLMcode explore_curl_multi_wakeup(CURLM *multi);
CURLMsg *explore_curl_multi_info_read(CURLM *multi, int *remaining);
struct curl_slist *explore_curl_slist_append(struct curl_slist *list, const char *line);
void explore_curl_slist_free_all(struct curl_slist *list);

CURLcode explore_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode explore_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode explore_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode explore_curl_setopt_headers(CURL *handle, struct curl_slist *list);
CURLcode explore_curl_setopt_write_function(CURL *handle, curl_write_callback callback);
CURLcode explore_curl_setopt_header_function(CURL *handle, curl_write_callback callback);
CURLcode explore_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode explore_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value);
/// A string owned by the handle (valid until the next transfer or cleanup), or NULL.
CURLcode explore_curl_getinfo_string(CURL *handle, CURLINFO info, char **value);
CURLcode explore_curl_getinfo_pointer(CURL *handle, CURLINFO info, void **value);
CURLMcode explore_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

/// The result code of a finished transfer from a CURLMSG_DONE message.
static inline CURLcode explore_curl_message_result(const CURLMsg *message) { return message->data.result; }
static inline long explore_curl_pipe_multiplex(void) { return CURLPIPE_MULTIPLEX; }
static inline long explore_curl_http_version_2tls(void) { return CURL_HTTP_VERSION_2TLS; }

#endif
