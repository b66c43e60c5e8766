# Varnish in front of the storefront server (`npm start`), following the rules of the VCL that
# Magento 2.4.7 generates (app/code/Magento/PageCache/etc/varnish6.vcl), so the server's
# Cache-Control, X-Magento-Tags and X-Magento-Cache-Id answers and its tag purges work as they do
# in front of Magento. Needs Varnish 6.6 or newer (std.ban). Start the storefront with
# HTTP_CACHE_HOSTS naming this Varnish (host:port) so its writes purge it, and varnishd with
# `-p http_resp_hdr_len=65536 -p http_resp_size=98304 -p workspace_backend=131072`: X-Magento-Tags
# names every product an answer shows, and a long one passes the 8 KB default header size; the
# first two are Magento's advice, the third keeps room to compress such an answer (else 503).
vcl 4.1;

import std;

# The storefront server: its HOST and PORT (npm start's defaults). Edit these two lines, or let your
# deployment write them, when the server listens elsewhere.
backend default {
    .host = "127.0.0.1";
    .port = "8080";
    .first_byte_timeout = 60s;
    # Magento's probe: a server whose database stops answering is taken out until it recovers,
    # and cached pages are served past their TTL meanwhile (grace, below).
    .probe = {
        .url = "/health_check.php";
        .timeout = 2s;
        .interval = 5s;
        .window = 10;
        .threshold = 5;
    }
}

# Who may PURGE: the storefront processes (their HTTP_CACHE_HOSTS points here). Add the addresses
# of storefront hosts that are not this machine.
acl purge {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purge) {
            return (synth(405, "Method not allowed"));
        }
        if (!req.http.X-Magento-Tags-Pattern) {
            return (synth(400, "X-Magento-Tags-Pattern header required"));
        }
        # A ban on obj.* only, so the ban lurker can drop the banned objects in the background.
        if (!std.ban("obj.http.X-Magento-Tags ~ " + req.http.X-Magento-Tags-Pattern)) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Purged"));
    }

    if (req.method != "GET" && req.method != "HEAD" && req.method != "POST" && req.method != "PUT" &&
        req.method != "PATCH" && req.method != "DELETE" && req.method != "OPTIONS" && req.method != "TRACE") {
        # Not HTTP as the server speaks it (CONNECT and the like): hand the connection over.
        return (pipe);
    }
    # Writes (mutations are POSTs, checkout is REST) always reach the server.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The probe's page must tell the truth about the server now.
    if (req.url ~ "^/(pub/)?health_check\.php(\?|$)") {
        return (pass);
    }
    # Build files and product images: the server sends them precompressed and immutable (hashed
    # names) or revalidated; a browser or CDN caches them, not Varnish (Magento's default too).
    if (req.url ~ "^/(pub/)?(media|static)/") {
        return (pass);
    }

    # One cache entry for every order of the same query parameters.
    if (req.url ~ "\?.+&.+") {
        set req.url = std.querysort(req.url);
    }
    # Campaign parameters change nothing on the page (the browser still sees them): drop them so
    # they do not split the cache (a part of Magento's list).
    if (req.url ~ "(\?|&)(utm_[a-z]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|igshid|srsltid|mc_[a-z]+|_ga|_gl)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|igshid|srsltid|mc_[a-z]+|_ga|_gl)=[-_A-z0-9+()%.]+&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # Anything sent with credentials is one shopper's (a REST cart, a customer's GraphQL): it is
    # never looked up nor stored, on any path. Magento's VCL passes only token-bearing GraphQL
    # without a cache id and relies on the answers' no-store; this one does not rely on it.
    if (req.http.Authorization) {
        return (pass);
    }
    # REST is carts and checkout: one shopper's data even without a token (guest-carts/<id>).
    if (req.url ~ "^/rest/") {
        return (pass);
    }

    # Serve a cached page up to 5 minutes past its TTL while it is refreshed in the background;
    # with the server down, for as long as the object lives (beresp.grace).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 300s;
    }
    # Cookies do not pass here (unlike Varnish's built-in rules): the server sets none on what may
    # be cached and decides with Cache-Control.
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    # Links and media URLs in the answers name the address the shopper used.
    if (req.http.X-Forwarded-Proto) {
        hash_data(req.http.X-Forwarded-Proto);
    }
    if (req.http.X-Forwarded-Host) {
        hash_data(req.http.X-Forwarded-Host);
    }
    if (req.url ~ "^/graphql(\?|$)") {
        # The shopper's context (store, currency, signed in) as the server hashed it.
        if (req.http.X-Magento-Cache-Id) {
            hash_data(req.http.X-Magento-Cache-Id);
        }
        if (req.http.Store) {
            hash_data(req.http.Store);
        }
        if (req.http.Content-Currency) {
            hash_data(req.http.Content-Currency);
        }
    }
    return (lookup);
}

sub vcl_backend_response {
    # Errors are never cached (a 404 may be a product about to be created).
    if (beresp.status == 403 || beresp.status == 404 || beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }

    set beresp.grace = 3d;
    if (bereq.url ~ "\.js$" || beresp.http.Content-Type ~ "text|javascript|json|css") {
        set beresp.do_gzip = true;
    }

    # Answers for one shopper.
    if (beresp.http.Cache-Control ~ "private") {
        set beresp.uncacheable = true;
        set beresp.ttl = 86400s;
        return (deliver);
    }
    # Not cacheable: remember that for 2 minutes (hit-for-miss) so requests are not queued behind it.
    # A Set-Cookie belongs to one browser: such an answer is not cached (Magento strips the cookie
    # instead, as its pages always set one; this server sets none on cacheable answers).
    if (beresp.ttl <= 0s ||
        beresp.http.Set-Cookie ||
        beresp.http.Surrogate-Control ~ "no-store" ||
        (!beresp.http.Surrogate-Control && beresp.http.Cache-Control ~ "no-cache|no-store") ||
        beresp.http.Vary == "*") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
    }
    # The server computed another context than the request named (a stale cache id): the answer
    # is right for the server's context, not for the key it would be stored under.
    if (bereq.url ~ "^/graphql(\?|$)" && bereq.http.X-Magento-Cache-Id &&
        bereq.http.X-Magento-Cache-Id != beresp.http.X-Magento-Cache-Id) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
    }
    return (deliver);
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Magento-Cache-Debug = "UNCACHEABLE";
    } else if (obj.hits > 0) {
        set resp.http.X-Magento-Cache-Debug = "HIT";
    } else {
        set resp.http.X-Magento-Cache-Debug = "MISS";
    }
    # Only Varnish can be purged: a browser must not keep what Varnish caches. Answers the server
    # already marked private, no-cache or no-store keep their header (and their ETag revalidation).
    if (req.url !~ "^/(pub/)?(media|static)/" && resp.http.Cache-Control !~ "private|no-cache|no-store") {
        set resp.http.Pragma = "no-cache";
        set resp.http.Expires = "-1";
        set resp.http.Cache-Control = "no-store, no-cache, must-revalidate, max-age=0";
    }
    # Internal: the tags are for bans, the rest names software versions. Link stays: the server's
    # preloads for the page's chunks and largest image.
    unset resp.http.X-Magento-Tags;
    unset resp.http.X-Powered-By;
    unset resp.http.Server;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
    unset resp.http.Age;
}
