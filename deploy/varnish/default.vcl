# Varnish in front of the app instances (docs/DEPLOYMENT.md, ADR 0008, ADR 0020).
# - Anonymous GET/HEAD requests are cached; signed-in editors, previews, the admin, the
#   CMS API, sign-in and every other method go straight to the app.
# - Kept as long as the app's Cache-Control allows shared caches (s-maxage: 5 minutes for
#   a page): its policy lists script hashes, never a nonce, so a shared copy is safe. The
#   app purges everything (BAN) as soon as content changes.
# - Varnish adds the visitor's address to X-Forwarded-For (the app counts its limits by
#   it: set TRUSTED_PROXY_HOPS to the number of proxies in front of the app).
# - When the app cannot answer, cached copies are served for up to a day (grace), and a
#   failed refresh keeps the copy instead of caching the error.
# - Requests are spread over the instances; a failed instance is skipped at once (retry)
#   and taken out by its health probe within two seconds.
vcl 4.1;

import directors;
import std;

# Liveness, not load: a busy instance answers slowly but is alive, so an instance is
# taken out only when 4 of its last 5 probes fail (a stopped one fails at once; requests
# meanwhile go to another instance through the retry below).
probe app_alive {
    .request = "GET /healthz HTTP/1.1"
               "Host: localhost"
               "User-Agent: varnish-probe"
               "Connection: close";
    .interval = 1s;
    .timeout = 3s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
}

# BACKENDS-BEGIN (deploy/varnish/render-vcl.mjs rewrites this block for other instances)
backend app1 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = app_alive;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}
backend app2 {
    .host = "127.0.0.1";
    .port = "3002";
    .probe = app_alive;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(app1);
    site.add_backend(app2);
}

# A retry goes to the instance after the one that failed, never the same one again.
sub next_backend {
    if (bereq.http.X-Failed-Backend == "app1") {
        set bereq.backend = app2;
    } elsif (bereq.http.X-Failed-Backend == "app2") {
        set bereq.backend = app1;
    }
}
# BACKENDS-END

# Who may purge: the app instances.
acl purgers {
    # PURGERS-BEGIN (deploy/varnish/render-vcl.mjs rewrites these lines)
    "127.0.0.1";
    "::1";
    # PURGERS-END
}

sub vcl_recv {
    set req.backend_hint = site.backend();

    if (req.method == "BAN") {
        if (!client.ip ~ purgers) {
            return (synth(403, "Purging is not allowed from this address."));
        }
        # Everything but hashed build files, whose content never changes under a name.
        ban("obj.http.x-url !~ ^/_next/static/");
        return (synth(200, "Purged"));
    }
    # Operations endpoints are for the machines inside, not the internet.
    if (req.url ~ "^/(metrics|internal)(/|\?|$)") {
        return (synth(404, "Not Found"));
    }
    # The app's own id for this request is set by the app; a client cannot choose it.
    unset req.http.X-Request-Id;

    if (req.method == "POST" && req.url ~ "^/(sfsites/c/)?lwr/") {
        # Server-method calls only read: keep the body so a failed instance can be retried.
        std.cache_req_body(16KB);
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Build files are the same for everyone, signed in or not, and named by their content.
    if (req.url ~ "^/_next/static/") {
        unset req.http.Cookie;
        return (hash);
    }
    # Signed-in editors and draft previews always see the app's own answer.
    if (req.http.Cookie ~ "(^|;\s*)((__Host-)?payload-token|__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    if (req.url ~ "^/(sfsites/c/)?(admin|api|auth|preview|session|csp-report|healthz|readyz)(/|\?|$)" || req.http.Authorization) {
        return (pass);
    }
    # The site sets no cookies for visitors: whatever else a browser sends does not change a page.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_fetch {
    set bereq.http.X-Request-Id = "varnish-" + bereq.xid;
    if (bereq.retries > 0) {
        call next_backend;
    }
}

sub vcl_backend_response {
    # Remembered for bans (ban lurker), removed before delivery.
    set beresp.http.x-url = bereq.url;

    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            # Keep serving the copy we have.
            return (abandon);
        }
        set beresp.uncacheable = true;
        set beresp.ttl = 1s;
        return (deliver);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    if (bereq.url ~ "^/_next/static/") {
        set beresp.ttl = 365d;
    } elsif (beresp.http.Cache-Control ~ "(no-store|private)" || beresp.ttl <= 0s) {
        # The app's answer is for this requester only.
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # Otherwise the lifetime is the app's (s-maxage, else max-age).
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # The instance did not answer: try another one (safe: the request never ran, or it
    # only reads).
    set bereq.http.X-Failed-Backend = beresp.backend.name;
    if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD" || bereq.url ~ "^/(sfsites/c/)?lwr/")) {
        return (retry);
    }
    set beresp.http.Cache-Control = "no-store";
    set beresp.http.Retry-After = "5";
    if (bereq.http.Accept ~ "text/html") {
        set beresp.http.Content-Type = "text/html; charset=utf-8";
        set beresp.body = {"<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title><h1>Temporarily unavailable</h1><p>The site cannot answer right now. Please try again in a few minutes.</p></html>"};
    } else {
        set beresp.http.Content-Type = "application/json";
        set beresp.body = """{"message": "The site is temporarily unavailable. Please try again shortly."}""";
    }
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.x-url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

sub vcl_synth {
    if (resp.status == 503 || resp.status == 404 || resp.status == 403) {
        set resp.http.Content-Type = "application/json";
        set resp.http.Cache-Control = "no-store";
        set resp.body = {"{"message": ""} + resp.reason + {"""} + "}";
        return (deliver);
    }
}
