// The parts of libcurl that Swift cannot call as they are: the variadic setopt/getinfo
// functions and the macros with expressions. Each is exposed as a typed static inline
// function. Callbacks stay plain C function pointers (Swift passes `@convention(c)` ones).
#ifndef EXPLORE_CCURL_SHIM_H
#define EXPLORE_CCURL_SHIM_H

#include <curl/curl.h>

static inline CURLcode explore_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

static inline CURLcode explore_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode explore_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode explore_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode explore_curl_setopt_headers(CURL *handle, struct curl_slist *list) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, list);
}

static inline CURLcode explore_curl_setopt_write_function(CURL *handle, curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode explore_curl_setopt_header_function(CURL *handle, curl_write_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

static inline CURLcode explore_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode explore_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// A string owned by the handle (valid until the next transfer or cleanup), or NULL.
static inline CURLcode explore_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode explore_curl_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode explore_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

/// The result code of a finished transfer from a CURLMSG_DONE message.
static inline CURLcode explore_curl_message_result(const CURLMsg *message) { return message->data.result; }

static inline long explore_curl_pipe_multiplex(void) { return CURLPIPE_MULTIPLEX; }
static inline long explore_curl_http_version_2tls(void) { return CURL_HTTP_VERSION_2TLS; }

#endif
