node 'app05.example.com' {
  class { 'tomcat': catalina_home => '/opt/tomcat9', user => 'tomcat', group => 'tomcat' }
  tomcat::install { '/opt/tomcat9':
    source_url => 'https://archive.apache.org/dist/tomcat/tomcat-9/v9.0.85/bin/apache-tomcat-9.0.85.tar.gz',
  }
  tomcat::instance { 'main':
    catalina_home => '/opt/tomcat9',
    catalina_base => '/opt/tomcat9',
  }
  tomcat::config::server::service { 'Catalina2':
    catalina_base     => '/opt/tomcat9',
    class_name        => 'org.apache.catalina.core.StandardService',
    class_name_ensure => 'present',
    service_ensure    => 'present',
  }
  tomcat::config::server::service { 'Legacy':
    catalina_base  => '/opt/tomcat9',
    service_ensure => 'absent',
  }
  tomcat::config::server::engine { 'Catalina2':
    catalina_base           => '/opt/tomcat9',
    default_host            => 'localhost',
    parent_service          => 'Catalina2',
    background_processor_delay => 30,
    jvm_route               => 'node5',
    start_stop_threads      => 4,
  }
  tomcat::config::server::resources { 'Resources':
    catalina_base         => '/opt/tomcat9',
    parent_service        => 'Catalina',
    parent_engine         => 'Catalina',
    parent_host           => 'localhost',
    parent_context        => 'app',
    additional_attributes => { 'cachingAllowed' => 'true', 'cacheMaxSize' => '100000' },
    attributes_to_remove  => ['allowLinking'],
  }
  tomcat::config::context::resources { 'ctx-resources':
    catalina_base         => '/opt/tomcat9',
    additional_attributes => { 'cachingAllowed' => 'false' },
    attributes_to_remove  => ['cacheTtl'],
  }
  tomcat::config::context::valve { 'remote-addr':
    catalina_base         => '/opt/tomcat9',
    class_name            => 'org.apache.catalina.valves.RemoteAddrValve',
    additional_attributes => { 'allow' => '10\.\d+\.\d+\.\d+|127\.0\.0\.1' },
    uniqueness_attributes => ['allow'],
  }
  tomcat::config::context::valve { 'access-log':
    catalina_base => '/opt/tomcat9',
    resource_name => 'AccessLogValve',
    class_name    => 'org.apache.catalina.valves.AccessLogValve',
    additional_attributes => { 'directory' => 'logs', 'prefix' => 'ctx_access', 'pattern' => 'common' },
    attributes_to_remove  => ['rotatable'],
  }
  tomcat::config::context::valve { 'old-valve':
    ensure        => absent,
    catalina_base => '/opt/tomcat9',
    class_name    => 'org.apache.catalina.valves.StuckThreadDetectionValve',
  }
  tomcat::config::context::environment { 'maxExemptions':
    catalina_base => '/opt/tomcat9',
    type          => 'java.lang.Integer',
    value         => '15',
    description   => 'Maximum exemptions',
    override      => false,
  }
  tomcat::config::context::resourcelink { 'jdbc/shared':
    catalina_base => '/opt/tomcat9',
    additional_attributes => { 'global' => 'jdbc/shared' },
    resourcelink_type => 'javax.sql.DataSource',
  }


  class { 'memcached': max_memory => '25%', listen => '127.0.0.1', service_manage => false, package_ensure => 'present' }
  memcached::instance { '11222':
    limits => { 'LimitNOFILE' => 8192, 'MemoryMax' => '2G' },
  }
  memcached::instance { '11333':
    override_content => "[Service]\nEnvironment=OPTIONS='-l 10.0.0.5 -c 2048'\n",
  }

  class { 'redis': manage_repo => true, bind => ['127.0.0.1'], dnf_module_stream => '7' }
}
