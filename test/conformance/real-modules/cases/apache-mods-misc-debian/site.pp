node 'web05.example.com' {
  class { 'apache':
    default_vhost     => false,
    default_mods      => false,
    mpm_module        => false,
    server_tokens     => 'Prod',
    server_signature  => 'Off',
    trace_enable      => 'Off',
    log_formats       => { 'vhost_common' => '%v %h %l %u %t \"%r\" %>s %b', 'json' => '{ \"time\":\"%t\", \"status\":%>s }' },
    error_log         => 'error.log',
    file_e_tag        => 'None',
    use_canonical_name => 'Off',
  }
  class { 'apache::mod::prefork': startservers => 4, maxclients => 64, serverlimit => 64, maxrequestworkers => 64 }
  class { 'apache::mod::jk':
    workers_file_content => {
      'worker_list' => 'app1,app2,lb',
      'app1' => { 'type' => 'ajp13', 'host' => '10.0.0.21', 'port' => 8009 },
      'app2' => { 'type' => 'ajp13', 'host' => '10.0.0.22', 'port' => 8009 },
      'lb'   => { 'type' => 'lb', 'balance_workers' => 'app1,app2', 'sticky_session' => 'True' },
    },
    mount_file_content => {
      'lb' => { 'uri_list' => ['/app', '/app/*'], 'comment' => 'The application' },
    },
    shm_file => 'jk.shm',
    log_level => 'info',
  }
  class { 'apache::mod::ldap': ldap_trusted_global_cert_file => '/etc/ssl/certs/ca.pem', ldap_shared_cache_size => 500000, ldap_cache_entries => 1024, ldap_cache_ttl => 600, ldap_opcache_entries => 1024, ldap_opcache_ttl => 600, ldap_trusted_mode => 'TLS' }
  class { 'apache::mod::md': md_contact_email => 'hostmaster@example.com', md_members => 'auto', md_renew_window => '33%', md_ca_challenges => ['tls-alpn-01', 'http-01'], md_port_map => 'http:80 https:443', md_private_keys => 'RSA 3072', md_stapling => 'on', md_require_https => 'permanent' }
  class { 'apache::mod::security':
    activated_rules        => ['REQUEST-901-INITIALIZATION.conf', 'REQUEST-920-PROTOCOL-ENFORCEMENT.conf'],
    custom_rules           => true,
    custom_rules_set       => ['REQUEST_FILENAME "^/index.html" "id:50000,phase:1,nolog,pass,ctl:ruleEngine=Off"'],
    modsec_secruleengine   => 'DetectionOnly',
    audit_log_relevant_status => '^(?:5|4(?!04))',
    allowed_methods        => 'GET HEAD POST OPTIONS',
    restricted_extensions  => '.bak/ .config/ .sql/',
    inbound_anomaly_threshold => 10,
    paranoia_level         => 2,
  }
  class { 'apache::mod::cache': cache_ignore_headers => ['Set-Cookie'], cache_default_expire => 3600 }
  class { 'apache::mod::cache_disk': cache_root => '/var/cache/apache2/mod_cache_disk', cache_enable => ['/static', '/images'], cache_dir_levels => 2, cache_dir_length => 1 }
  class { 'apache::mod::reqtimeout': timeouts => ['header=20-40,minrate=500', 'body=10,minrate=500'] }
  class { 'apache::mod::fcgid': options => { 'FcgidIPCDir' => '/var/run/fcgidsock', 'SharememPath' => '/var/run/fcgid_shm', 'FcgidMaxRequestLen' => '1073741824', 'AddHandler' => 'fcgid-script .fcgi' } }
  class { 'apache::mod::negotiation': force_language_priority => 'Prefer', language_priority => ['en', 'de', 'fr'] }
  class { 'apache::mod::alias': icons_options => 'None' }
  class { 'apache::mod::autoindex': }
  class { 'apache::mod::mime': mime_types_additional => { 'AddType' => { 'application/wasm' => '.wasm' }, 'AddHandler' => { 'type-map' => 'var' } } }
  class { 'apache::mod::dir': indexes => ['index.php', 'index.html', 'default.htm'] }
  include apache::mod::include
  include apache::mod::filter
  include apache::mod::speling
  include apache::mod::xsendfile
  include apache::mod::auth_gssapi
  include apache::mod::proxy
  include apache::mod::proxy_fcgi
  include apache::mod::proxy_ajp
  include apache::mod::proxy_html
  include apache::mod::proxy_connect
  include apache::mod::rewrite
  include apache::mod::headers
  class { 'apache::mod::php': php_version => '8.2', extensions => ['.php', '.phtml'] }

  apache::custom_config { 'status-acl':
    content  => "<Location /server-status>\n  Require ip 10.0.0.0/8\n</Location>\n",
    priority => '15',
    verify_config => false,
  }
  apache::vhost { 'app.example.com':
    port            => 80,
    docroot         => '/var/www/app',
    serveraliases   => ['www.app.example.com', 'app'],
    jk_mounts       => [{ 'mount' => '/app/*', 'worker' => 'lb' }, { 'unmount' => '/app/static/*', 'worker' => 'lb' }],
    rewrites        => [
      { 'comment' => 'legacy', 'rewrite_cond' => ['%{HTTP_HOST} ^app$ [NC]', '%{REQUEST_URI} !^/health'], 'rewrite_rule' => ['^/(.*)$ http://app.example.com/$1 [R=301,L]'] },
      { 'rewrite_map' => ['lowercase int:tolower'], 'rewrite_rule' => ['^/users/(.*)$ /u/${lowercase:$1} [PT]'] },
    ],
    proxy_pass_match => [{ 'path' => '^/api/(.*\.json)$', 'url' => 'http://10.0.0.30:8080/$1', 'params' => { 'retry' => '0', 'timeout' => '5' }, 'keywords' => ['nocanon'] }],
    proxy_preserve_host => true,
    error_documents => [{ 'error_code' => '404', 'document' => '/errors/404.html' }, { 'error_code' => '503', 'document' => '/errors/maintenance.html' }],
    php_values      => { 'memory_limit' => '256M', 'upload_max_filesize' => '32M' },
    php_flags       => { 'display_errors' => 'off' },
    php_admin_values => { 'open_basedir' => '/var/www/app:/tmp' },
    filters         => ['FilterDeclare COMPRESS', 'FilterProvider COMPRESS DEFLATE "%{CONTENT_TYPE} = \'text/html\'"', 'FilterChain COMPRESS'],
    setenvif        => ['User-Agent "^Mozilla" browser=mozilla'],
    headers         => ['always set X-Frame-Options DENY', 'set Cache-Control "no-store"'],
    request_headers => ['unset Proxy early'],
    access_logs     => [{ 'file' => 'app_access.log', 'format' => 'vhost_common' }, { 'pipe' => '|/usr/bin/logger -t apache', 'format' => 'json' }, { 'syslog' => 'syslog:local1' }],
    additional_includes => ['/etc/apache2/app-extra.conf'],
    custom_fragment => "  # site tuning\n  LimitRequestBody 10485760\n",
    directories     => [
      { 'path' => '/var/www/app', 'options' => ['-Indexes', '+FollowSymLinks', '+MultiViews'], 'allow_override' => ['FileInfo', 'AuthConfig'], 'require' => 'all granted', 'directoryindex' => 'index.php', 'sethandler' => 'None' },
      { 'path' => '/private', 'provider' => 'location', 'auth_type' => 'GSSAPI', 'auth_name' => 'Kerberos Login', 'gssapi' => { 'cred_store' => { 'keytab' => ['/etc/apache2/http.keytab'] }, 'local_name' => true, 'ssl_only' => true, 'allowed_mech' => ['krb5'], 'basic_ticket_timeout' => 300, 'session_key' => 'file:/run/httpd/session.key', 'use_sessions' => true }, 'require' => 'valid-user' },
      { 'path' => '/ldap', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'LDAP', 'auth_basic_provider' => 'ldap', 'auth_ldap_url' => 'ldap://ldap.example.com/ou=people,dc=example,dc=com?uid', 'auth_ldap_bind_dn' => 'cn=apache,dc=example,dc=com', 'auth_ldap_bind_password' => 'secret', 'require' => { 'enforce' => 'any', 'requires' => ['ldap-group cn=web,ou=groups,dc=example,dc=com', 'ip 10.0.0.0/8'] } },
      { 'path' => '\.(bak|sql)$', 'provider' => 'filesmatch', 'require' => 'all denied' },
      { 'path' => '/var/www/app/uploads', 'provider' => 'directorymatch', 'php_admin_flags' => { 'engine' => 'off' }, 'options' => ['None'], 'addhandlers' => [{ 'handler' => 'cgi-script', 'extensions' => ['.cgi', '.pl'] }], 'expires_active' => 'On', 'expires_default' => 'access plus 1 day' },
    ],
  }
  apache::vhost::custom { 'raw.example.com':
    content  => "<VirtualHost *:8081>\n  ServerName raw.example.com\n</VirtualHost>\n",
    priority => '30',
  }
  apache::vhost::fragment { 'app-extra':
    vhost    => 'app.example.com',
    priority => 25,
    order    => 401,
    content  => "  # fragment\n  Header append Vary Accept-Encoding\n",
  }
  apache::vhost { 'md.example.com':
    port        => 443,
    ssl         => true,
    docroot     => '/var/www/md',
    mdomain     => 'md.example.com www.md.example.com',
    ssl_cert    => undef,
    ssl_key     => undef,
    http_protocol_options => 'Strict LenientMethods Allow0.9',
    protocols   => ['h2', 'http/1.1'],
    protocols_honor_order => true,
    allow_encoded_slashes => 'nodecode',
    limitreqfieldsize => 16384,
    limitreqline => 16384,
    modsec_disable_ids => ['90000', '90001'],
    modsec_body_limit => '1048576',
    modsec_audit_log_file => '/var/log/apache2/md_modsec_audit.log',
    passenger_enabled => false,
  }
}
