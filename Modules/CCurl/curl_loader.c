// The libcurl function table, filled by dlopen/dlsym on first use (see curl_loader.h).
#include "curl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// One pointer per libcurl function the app calls, typed as libcurl declares it.
struct curl_table {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
};

static struct curl_table curl;

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int loaded = 0;

// Resolves `name` into `*slot`; on failure says which function is missing.
static int resolve(void *library, const char *name, void **slot, const char *file, char *error, size_t size) {
    *slot = dlsym(library, name);
    if (*slot == NULL) {
        snprintf(error, size, "%s has no %s (libcurl 7.85 or later is needed)", file, name);
        return -1;
    }
    return 0;
}

// Resolves every function of the table from `library`.
static int resolve_all(struct curl_table *table_out, void *library, const char *file, char *error, size_t size) {
    struct curl_table curl;
    struct { const char *name; void **slot; } table[] = {
        {"curl_global_init", (void **)&curl.global_init},
        {"curl_easy_init", (void **)&curl.easy_init},
        {"curl_easy_cleanup", (void **)&curl.easy_cleanup},
        {"curl_easy_setopt", (void **)&curl.easy_setopt},
        {"curl_easy_getinfo", (void **)&curl.easy_getinfo},
        {"curl_multi_init", (void **)&curl.multi_init},
        {"curl_multi_cleanup", (void **)&curl.multi_cleanup},
        {"curl_multi_add_handle", (void **)&curl.multi_add_handle},
        {"curl_multi_remove_handle", (void **)&curl.multi_remove_handle},
        {"curl_multi_perform", (void **)&curl.multi_perform},
        {"curl_multi_poll", (void **)&curl.multi_poll},
        {"curl_multi_wakeup", (void **)&curl.multi_wakeup},
        {"curl_multi_info_read", (void **)&curl.multi_info_read},
        {"curl_multi_setopt", (void **)&curl.multi_setopt},
        {"curl_slist_append", (void **)&curl.slist_append},
        {"curl_slist_free_all", (void **)&curl.slist_free_all},
    };
    for (size_t index = 0; index < sizeof table / sizeof table[0]; index++) {
        if (resolve(library, table[index].name, table[index].slot, file, error, size) != 0) return -1;
    }
    *table_out = curl;
    return 0;
}

// Opens the first of `names` that loads and resolves its table; NULL with a reason otherwise.
static void *open_library(const char *const *names, struct curl_table *table, char *error, size_t size) {
    static const char *const system_names[] = {"libcurl.so.4", NULL};
    if (names == NULL) names = system_names;
    void *library = NULL;
    const char *file = NULL;
    snprintf(error, size, "libcurl is not installed (no name to look for)");
    for (size_t index = 0; names[index] != NULL && library == NULL; index++) {
        file = names[index];
        library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            const char *reason = dlerror();
            snprintf(error, size, "libcurl is not installed (%s)", reason ? reason : file);
        }
    }
    if (library != NULL && resolve_all(table, library, file, error, size) != 0) {
        dlclose(library);
        library = NULL;
    }
    return library;
}

int explore_curl_check(const char *const *names, char *error, size_t size) {
    struct curl_table table;
    void *library = open_library(names, &table, error, size);
    if (library == NULL) return -1;
    dlclose(library);
    return 0;
}

int explore_curl_load(char *error, size_t size) {
    pthread_mutex_lock(&load_lock);
    int result = 0;
    if (!loaded) {
        struct curl_table table;
        if (open_library(NULL, &table, error, size) == NULL) {
            result = -1;
        } else if (table.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
            snprintf(error, size, "libcurl could not start (curl_global_init failed)");
            result = -1;
        } else {
            curl = table;
            loaded = 1;
        }
    }
    pthread_mutex_unlock(&load_lock);
    return result;
}

CURL *explore_curl_easy_init(void) { return curl.easy_init(); }
void explore_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
CURLM *explore_curl_multi_init(void) { return curl.multi_init(); }
CURLMcode explore_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode explore_curl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }
CURLMcode explore_curl_multi_remove_handle(CURLM *multi, CURL *handle) { return curl.multi_remove_handle(multi, handle); }
CURLMcode explore_curl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }
CURLMcode explore_curl_multi_poll(CURLM *multi, int timeout_ms, int *numfds) {
    return curl.multi_poll(multi, NULL, 0, timeout_ms, numfds);
}
CURLMcode explore_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
CURLMsg *explore_curl_multi_info_read(CURLM *multi, int *remaining) { return curl.multi_info_read(multi, remaining); }
struct curl_slist *explore_curl_slist_append(struct curl_slist *list, const char *line) { return curl.slist_append(list, line); }
void explore_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode explore_curl_setopt_long(CURL *handle, CURLoption option, long value) { return curl.easy_setopt(handle, option, value); }
CURLcode explore_curl_setopt_string(CURL *handle, CURLoption option, const char *value) { return curl.easy_setopt(handle, option, value); }
CURLcode explore_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) { return curl.easy_setopt(handle, option, value); }
CURLcode explore_curl_setopt_headers(CURL *handle, struct curl_slist *list) { return curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list); }
CURLcode explore_curl_setopt_write_function(CURL *handle, curl_write_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
CURLcode explore_curl_setopt_header_function(CURL *handle, curl_write_callback callback) {
    return curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}
CURLcode explore_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) { return curl.easy_getinfo(handle, info, value); }
CURLcode explore_curl_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) { return curl.easy_getinfo(handle, info, value); }
CURLcode explore_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) { return curl.easy_getinfo(handle, info, value); }
CURLcode explore_curl_getinfo_pointer(CURL *handle, CURLINFO info, void **value) { return curl.easy_getinfo(handle, info, value); }
CURLMcode explore_curl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) { return curl.multi_setopt(multi, option, value); }
