class keystone::federation::openidc (
  $openidc_response_type = 'id_token',
  $openidc_scope = ['openid', 'email', 'profile'],
  $openidc_provider_metadata_url = 'https://accounts.example.com/.well-known/openid-configuration',
  $openidc_metadata_dir = undef,
  $openidc_client_id = 'keystone',
  $openidc_client_secret = 'client-secret',
  $openidc_crypto_passphrase = ['pass1', 'pass2'],
  $openidc_response_mode = undef,
  $openidc_cache_type = 'memcache',
  $openidc_cache_shm_max = undef,
  $openidc_cache_shm_entry_size = undef,
  $openidc_cache_dir = undef,
  $openidc_cache_clean_interval = undef,
  $memcached_servers_real = '127.0.0.1:11211 10.0.0.2:11211',
  $redis_server = undef,
  $redis_password = undef,
  $redis_username = undef,
  $redis_database = undef,
  $redis_connect_timeout = undef,
  $redis_timeout = undef,
  $openidc_claim_delimiter = ';',
  $openidc_pass_userinfo_as = undef,
  $openidc_pass_claim_as = 'both',
  $openidc_xforwarded_headers = ['X-Forwarded-Proto', 'X-Forwarded-Host'],
  $openidc_redirect_uri = undef,
  $openidc_enable_oauth = true,
  $openidc_verify_method = 'introspection',
  $openidc_introspection_endpoint = 'https://accounts.example.com/introspect',
  $openidc_verify_jwks_uri = undef,
  $idp_name = 'myidp',
) {
  $keystone_url = 'https://keystone.example.com:5000'
  $additional_locations = [{'url' => '/v3/custom', 'authtype' => 'openid-connect', 'requireoidc' => 'valid-user', 'loglevel' => 'debug'}, {'url' => '/v3/other', 'authtype' => 'oauth20', 'oidcdiscoverurl' => 'https://d.example.com', 'requireoidc' => 'claim:x'}]
  notify { 'erb': message => template('keystone/openidc.conf.erb') }
}
include keystone::federation::openidc
