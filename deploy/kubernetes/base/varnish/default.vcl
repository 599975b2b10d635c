# Varnish in front of the app in Kubernetes (deploy/kubernetes/README.md). Adapted from
# deploy/varnish/default.vcl: the same caching, grace and purge rules (the subs marked
# "as deploy/varnish/default.vcl" are kept identical by deploy/kubernetes/manifests.test.ts).
# What differs:
# - One backend: the app's Service. Kubernetes keeps only ready pods behind it and spreads
#   connections over them; a retry opens a new connection, so it can reach another pod.
# - Two listen sockets (varnishd -a public=:8080 -a internal=:8081):
#     public    the ingress controller's only way in; BAN is refused there whatever the
#               address, since ingress-nginx forwards any method from a pod address;
#     internal  BAN from the app pods (HTTP_CACHE_PURGE_URLS) and this Varnish's own health
#               check (GET /healthz, answered here, never by the app); nothing else.
# - CAC/PIV cards: ingress-nginx verifies the card and sends ssl-client-verify and
#   ssl-client-cert; the app reads X-Client-Verify, X-Client-Cert and
#   X-Client-Cert-Proxy-Secret (the names of deploy/nginx/hybrid-cloud-site.conf). On the
#   staff sign-in paths only, this VCL copies the first two under the app's names and adds
#   the secret (CLIENT_CERT_PROXY_SECRET in this pod's environment). Whatever a visitor
#   sends under any of these names is dropped.
vcl 4.1;

import std;

# As deploy/varnish/default.vcl.
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

# The app's Service (same namespace), resolved once when the VCL is loaded: its cluster
# IP does not change while the Service exists.
backend app {
    .host = "hybrid-cloud-site-app";
    .port = "3000";
    .probe = app_alive;
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
}

# Who may purge, on the internal socket only: the app pods. Pod addresses change, so the
# entry is the cluster's pod network. 10.0.0.0/8 is a placeholder: replace it with the
# cluster's pod CIDR(s). The NetworkPolicy lets only the app pods reach port 8081.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
}

sub vcl_recv {
    set req.backend_hint = app;

    if (local.socket == "internal") {
        if (req.method == "BAN") {
            if (!client.ip ~ purgers) {
                return (synth(403, "Purging is not allowed from this address."));
            }
            # Everything but hashed build files, whose content never changes under a name.
            ban("obj.http.x-url !~ ^/_next/static/");
            return (synth(200, "Purged"));
        }
        if (req.method == "GET" && req.url == "/healthz") {
            return (synth(200, "OK"));
        }
        return (synth(404, "Not Found"));
    }
    if (req.method == "BAN") {
        return (synth(403, "Purging is not allowed from this address."));
    }

    # CAC/PIV: only the staff sign-in paths (as the nginx configuration's map) receive the
    # card, and only as ingress-nginx verified it.
    unset req.http.X-Client-Cert;
    unset req.http.X-Client-Verify;
    unset req.http.X-Client-Cert-Proxy-Secret;
    if (req.url ~ "^/(admin([/?]|$)|api/users/|auth/)") {
        if (req.http.ssl-client-verify) {
            set req.http.X-Client-Verify = req.http.ssl-client-verify;
        }
        if (req.http.ssl-client-verify == "SUCCESS" && req.http.ssl-client-cert) {
            set req.http.X-Client-Cert = req.http.ssl-client-cert;
        }
        if (std.getenv("CLIENT_CERT_PROXY_SECRET") != "") {
            set req.http.X-Client-Cert-Proxy-Secret = std.getenv("CLIENT_CERT_PROXY_SECRET");
        }
    }
    unset req.http.ssl-client-cert;
    unset req.http.ssl-client-verify;
    unset req.http.ssl-client-subject-dn;
    unset req.http.ssl-client-issuer-dn;

    # From here on as deploy/varnish/default.vcl.
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
}

# As deploy/varnish/default.vcl.
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
    # No pod answered: try again on a new connection, which the Service may send to
    # another pod (safe: the request never ran, or it only reads).
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

# As deploy/varnish/default.vcl.
sub vcl_deliver {
    unset resp.http.x-url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}

# As deploy/varnish/default.vcl.
sub vcl_synth {
    if (resp.status == 503 || resp.status == 404 || resp.status == 403) {
        set resp.http.Content-Type = "application/json";
        set resp.http.Cache-Control = "no-store";
        set resp.body = {"{"message": ""} + resp.reason + {"""} + "}";
        return (deliver);
    }
}
