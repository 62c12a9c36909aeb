// GLib and GObject: the type libvips' images are (released with g_object_unref), the memory vips
// hands back (g_free), and the thumbnail cache's file URIs and MD5 names.
#include <glib-object.h>
