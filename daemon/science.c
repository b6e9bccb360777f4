/* SPDX-License-Identifier: MIT */
/* The scientific libraries as the supervisor sees them (see science.h). */
#define _GNU_SOURCE
#include "daemon/science.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "config.h"
#include "policy/policy.h"

static bool dir_has(const char *dir, size_t n, const char *root)
{
	char path[4200];
	struct stat st;

	if (n == 0 || n > 4000)
		return false;
	snprintf(path, sizeof(path), "%.*s/%s", (int)n, dir, root);
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool sci_installed(const char *root, const char *const *paths)
{
	const char *site = SAFEPY_PYTHON_SITE;

	for (; paths && *paths; paths++)
		if (dir_has(*paths, strlen(*paths), root))
			return true;
	/* The worker's own site directories, colon-separated (cmake/python.cmake). */
	while (*site) {
		size_t n = strcspn(site, ":");
		if (dir_has(site, n, root))
			return true;
		site += n + (site[n] == ':');
	}
	return false;
}

bool sci_denied(const char *name, const char *const *denied)
{
	for (; denied && *denied; denied++)
		if (strcmp(*denied, name) == 0)
			return true;
	return false;
}

bool sci_any(const char *const *paths, const char *const *denied)
{
	for (const struct pol_rule *r = pol_science_imports; r->name; r++)
		if (!sci_denied(r->name, denied) && sci_installed(r->name, paths))
			return true;
	return false;
}

void sci_list(const char *const *paths, const char *const *denied, char *out, size_t n)
{
	size_t used = 0;

	if (n > 0)
		out[0] = '\0';
	for (const struct pol_rule *r = pol_science_imports; r->name && used < n; r++) {
		if (sci_denied(r->name, denied) || !sci_installed(r->name, paths))
			continue;
		int w = snprintf(out + used, n - used, "%s%s", used ? ", " : "", r->name);
		if (w < 0)
			break;
		used += (size_t)w;
	}
}

static int mkdir_p(char *path)
{
	for (char *s = path + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(path, 0700) < 0 && errno != EEXIST) {
			*s = '/';
			return -errno;
		}
		*s = '/';
	}
	return mkdir(path, 0700) < 0 && errno != EEXIST ? -errno : 0;
}

int sci_cache_dir(char *out, size_t n)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	int len;

	if (xdg != NULL && xdg[0] == '/')
		len = snprintf(out, n, "%s/safepy/matplotlib", xdg);
	else if (home != NULL && home[0] == '/')
		len = snprintf(out, n, "%s/.cache/safepy/matplotlib", home);
	else
		return -ENOENT;
	if (len < 0 || (size_t)len >= n)
		return -ENAMETOOLONG;
	return mkdir_p(out);
}

json_object *sci_json(const char *const *paths, const char *const *denied)
{
	json_object *a = json_object_new_array();

	for (const struct pol_rule *r = pol_science_imports; r->name; r++) {
		json_object *m = json_object_new_object();
		const char *state = sci_denied(r->name, denied) ? "taken away (--deny-import)"
				    : sci_installed(r->name, paths) ? "available: loaded for calls that name it"
				    : "unavailable: not installed";
		json_object_object_add(m, "name", json_object_new_string(r->name));
		json_object_object_add(m, "reason", json_object_new_string(r->reason));
		json_object_object_add(m, "state", json_object_new_string(state));
		json_object_array_add(a, m);
	}
	return a;
}
