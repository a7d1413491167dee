class profile::catalogue {
  $c = 'glance_api_config'
  oslo::middleware { $c: enable_proxy_headers_parsing => true, max_request_body_size => 114688 }
  oslo::os_brick { $c: lock_path => '/var/lib/catalogue/tmp', wait_mpath_device_attempts => 4 }
  oslo::concurrency { $c: lock_path => '/var/lib/catalogue/lock', disable_process_locking => false }
  oslo::versionedobjects { $c: fatal_exception_format_errors => true }
  oslo::coordination { $c: backend_url => 'etcd3+http://192.0.2.60:2379?api_version=v3' }
  oslo::healthcheck { $c: detailed => true, backends => ['disable_by_file'], disable_by_file_path => '/etc/catalogue/healthcheck_disable', allowed_source_ranges => ['10.0.0.0/8'] }
  oslo::service::ssl { $c: cert_file => '/etc/ssl/certs/catalogue.pem', key_file => '/etc/ssl/private/catalogue.key', version => 'TLSv1_2', ciphers => 'HIGH:!aNULL' }
  oslo::service::wsgi { $c: api_paste_config => '/etc/catalogue/api-paste.ini', client_socket_timeout => 900, tcp_keepidle => 600 }
  oslo::privsep { 'sys_admin':
    config       => $c,
    user         => 'catalogue',
    capabilities => ['CAP_SYS_ADMIN', 'CAP_DAC_OVERRIDE'],
    thread_pool_size => 8,
  }
  oslo::privsep { 'net':
    config         => $c,
    entrypoint     => 'catalogue.privsep.net',
    config_group   => 'privsep_net_admin',
    helper_command => 'sudo catalogue-rootwrap /etc/catalogue/rootwrap.conf privsep-helper',
  }
  oslo::limit { $c:
    username              => 'catalogue',
    password              => 'limit-pass',
    endpoint_service_name => 'catalogue',
    endpoint_service_type => 'catalogue',
    auth_url              => 'http://192.0.2.20:5000',
    project_name          => 'services',
  }
  oslo::key_manager { $c: backend => 'barbican' }
  oslo::key_manager::barbican { $c: barbican_endpoint => 'http://192.0.2.23:9311', auth_endpoint => 'http://192.0.2.20:5000/v3', number_of_retries => 60 }
  oslo::cors { $c: allowed_origin => ['https://dashboard.example.com', 'https://admin.example.com'], allow_headers => ['X-Auth-Token', 'Content-Type'] }
  oslo::policy { $c: enforce_scope => true, enforce_new_defaults => true, policy_file => '/etc/catalogue/policy.yaml', policy_dirs => ['policy.d', '/etc/catalogue/policy.extra.d'] }
  oslo::reports { $c: log_dir => '/var/log/catalogue/reports', file_event_handler_interval => 5 }
  oslo::service { $c: graceful_shutdown_timeout => 30, log_options => false, backdoor_port => 'disabled' }
}
include profile::catalogue
