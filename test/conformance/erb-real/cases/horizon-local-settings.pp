class horizon::params { $logdir = '/var/log/horizon' }
class erbcase {
  include horizon::params
  $django_debug = false
  $site_branding = 'Example Cloud'
  $root_url = '/dashboard'
  $allowed_hosts = ['horizon.example.com', '10.0.0.5']
  $enable_secure_proxy_ssl_header = true
  $secure_cookies = true
  $api_versions = {'identity' => 3, 'image' => 2, 'volume' => 3.0}
  $keystone_multidomain_support = true
  $keystone_domain_choices = [{'name' => 'default', 'display' => 'Default'}, {'name' => 'ldap', 'display' => 'LDAP'}]
  $keystone_default_domain = 'default'
  $help_url = 'https://docs.openstack.org/'
  $customization_module = ''
  $password_validator = '^.{8,}$'
  $password_validator_help = undef
  $password_autocomplete = 'off'
  $disable_password_reveal = true
  $secret_key_path = '/var/lib/horizon/secret_key'
  $memoized_max_size_default = 25
  $cache_options = {'SOCKET_TIMEOUT' => 1, 'SERVER_RETRIES' => 1, 'DEAD_RETRY' => 1}
  $cache_backend = 'django.core.cache.backends.memcached.PyMemcacheCache'
  $cache_server_ip = ['10.0.0.1', '10.0.0.2']
  $cache_server_ip_real = ['10.0.0.1', '[fd00::2]']
  $cache_server_port = 11211
  $cache_server_url = undef
  $cache_timeout = 300
  $cache_tls_enabled = true
  $cache_tls_cafile = '/etc/ssl/ca.pem'
  $cache_tls_certfile = '/etc/ssl/cert.pem'
  $cache_tls_keyfile = undef
  $cache_allowed_ciphers = ['A', 'B']
  $cache_tls_allowed_ciphers = ['ECDHE-RSA-AES256-GCM-SHA384', 'AES128-SHA']
  $django_session_engine = 'django.contrib.sessions.backends.cache'
  $available_regions = [['http://r1:5000/v3', 'RegionOne'], ['http://r2:5000/v3', 'RegionTwo']]
  $keystone_url = 'http://127.0.0.1:5000'
  $keystone_default_role = 'member'
  $websso_enabled = true
  $websso_initial_choice = 'oidc'
  $websso_choices = [['oidc', 'OpenID Connect'], ['saml2', 'Security Assertion Markup Language']]
  $websso_choices_hide_keystone = false
  $websso_idp_mapping = {'acme_oidc' => ['acme', 'oidc'], 'acme_saml2' => ['acme', 'saml2']}
  $openstack_ssl_cacert = undef
  $keystone_options = {'name' => 'native', 'can_edit_user' => true, 'can_edit_group' => false, 'x' => 'None'}
  $use_simple_tenant_usage = false
  $hypervisor_options = {'can_set_mount_point' => false, 'can_set_password' => true}
  $cinder_options = {}
  $instance_options = {'disable_image' => false, 'create_volume' => 'yes'}
  $neutron_options = {'enable_ha_router' => true, 'profile_support' => 'None', 'supported_vnic_types' => ['normal', 'direct'], 'default_dns_nameservers' => '8.8.8.8'}
  $image_backend = {'image_formats' => {'qcow2' => 'QCOW2 - QEMU Emulator', 'raw' => 'Raw'}, 'architectures' => {'x86_64' => 'x86-64'}}
  $create_image_defaults = {'image_visibility' => 'private', 'b' => true}
  $openstack_endpoint_type = 'internalURL'
  $api_result_limit = 1000
  $api_result_page_size = undef
  $dropdown_max_items = 30
  $timezone = 'UTC'
  $horizon_app_links = ['a', 'b']
  $available_themes = [{'name' => 'default', 'label' => 'Default', 'path' => 'themes/default'}]
  $default_theme = 'default'
  $authentication_plugins = ['openstack_auth.plugin.password.PasswordPlugin']
  $policy_files_path_real = '/etc/openstack-dashboard'
  $policy_files = {'identity' => 'keystone_policy.yaml', 'compute' => 'nova_policy.yaml'}
  $log_level = 'INFO'
  $log_handlers = ['file', 'syslog']
  $syslog_facility = 'local1'
  $django_log_level_real = 'WARNING'
  $django_template_log_level = 'INFO'
  $session_timeout = 3600
  $simultaneous_sessions = 'allow'
  $token_timeout_margin = 0
  $compress_enabled = true
  $compress_offline = false
  $compress_root = undef
  $file_upload_temp_dir = '/tmp'
  $overview_days_range = 1
  $disallow_iframe_embed = true
  $horizon_upload_mode = 'legacy'
  $system_scope_services = 'identity'
  notify { 'erb': message => template('horizon/local_settings.py.erb') }
}
include erbcase
