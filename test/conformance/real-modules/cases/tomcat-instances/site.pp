node 'app03.example.com' {
  class { 'tomcat':
    catalina_home => '/opt/tomcat9',
    user          => 'tomcat',
    group         => 'tomcat',
  }
  tomcat::install { '/opt/tomcat9':
    source_url             => 'https://archive.apache.org/dist/tomcat/tomcat-9/v9.0.82/bin/apache-tomcat-9.0.82.tar.gz',
    remove_default_webapps => ['docs', 'examples'],
  }
  tomcat::instance { 'shop':
    catalina_home => '/opt/tomcat9',
    catalina_base => '/srv/tomcat/shop',
    java_home     => '/usr/lib/jvm/java-17-openjdk-amd64',
  }
  tomcat::instance { 'admin':
    catalina_home  => '/opt/tomcat9',
    catalina_base  => '/srv/tomcat/admin',
    user           => 'tcadmin',
    group          => 'tcadmin',
    manage_service => false,
  }

  tomcat::config::server { 'shop':
    catalina_base => '/srv/tomcat/shop',
    port          => '8105',
  }
  tomcat::config::server::connector { 'shop-http':
    catalina_base         => '/srv/tomcat/shop',
    port                  => '8180',
    protocol              => 'HTTP/1.1',
    purge_connectors      => true,
    additional_attributes => {
      'redirectPort'      => '8543',
      'connectionTimeout' => '20000',
      'URIEncoding'       => 'UTF-8',
    },
  }
  tomcat::config::server::connector { 'shop-https':
    catalina_base         => '/srv/tomcat/shop',
    port                  => '8543',
    protocol              => 'org.apache.coyote.http11.Http11NioProtocol',
    cert_file             => '/etc/ssl/certs/app03.pem',
    cert_key_file         => '/etc/ssl/private/app03.key',
    cert_chain_file       => '/etc/ssl/certs/chain.pem',
    additional_attributes => {
      'SSLEnabled' => 'true',
      'maxThreads' => '200',
      'scheme'     => 'https',
      'secure'     => 'true',
    },
    attributes_to_remove  => ['clientAuth'],
  }
  tomcat::config::server::connector { 'shop-ajp':
    catalina_base    => '/srv/tomcat/shop',
    protocol         => 'AJP/1.3',
    connector_ensure => 'absent',
  }
  tomcat::config::server::host { 'shop.example.com':
    catalina_base         => '/srv/tomcat/shop',
    app_base              => 'webapps',
    aliases               => ['www.shop.example.com', 'shop'],
    additional_attributes => { 'autoDeploy' => 'false', 'unpackWARs' => 'true' },
  }
  tomcat::config::server::realm { 'org.apache.catalina.realm.LockOutRealm':
    catalina_base => '/srv/tomcat/shop',
    purge_realms  => true,
  }
  tomcat::config::server::realm { 'org.apache.catalina.realm.UserDatabaseRealm':
    catalina_base         => '/srv/tomcat/shop',
    parent_realm          => 'org.apache.catalina.realm.LockOutRealm',
    additional_attributes => { 'resourceName' => 'UserDatabase' },
  }
  tomcat::config::server::valve { 'shop-access-log':
    catalina_base         => '/srv/tomcat/shop',
    class_name            => 'org.apache.catalina.valves.AccessLogValve',
    parent_host           => 'shop.example.com',
    additional_attributes => {
      'directory' => 'logs',
      'prefix'    => 'shop_access_log',
      'suffix'    => '.txt',
      'pattern'   => '%h %l %u %t &quot;%r&quot; %s %b',
    },
  }
  tomcat::config::context::resource { 'jdbc/ShopDB':
    catalina_base         => '/srv/tomcat/shop',
    resource_type         => 'javax.sql.DataSource',
    additional_attributes => {
      'auth'            => 'Container',
      'driverClassName' => 'org.postgresql.Driver',
      'url'             => 'jdbc:postgresql://db01.example.com:5432/shop',
      'username'        => 'shop',
      'maxTotal'        => '50',
    },
  }
  tomcat::config::context::environment { 'shop/featureFlags':
    catalina_base => '/srv/tomcat/shop',
    type          => 'java.lang.String',
    value         => 'checkout-v2,search-v3',
    description   => 'Enabled feature flags',
    override      => false,
  }
  tomcat::config::server::tomcat_users { 'shop-role-manager':
    catalina_base => '/srv/tomcat/shop',
    element       => 'role',
    element_name  => 'manager-gui',
  }
  tomcat::config::server::tomcat_users { 'shop-user-ops':
    catalina_base => '/srv/tomcat/shop',
    element       => 'user',
    element_name  => 'ops',
    password      => Sensitive('s3cret-0ps'),
    roles         => ['manager-gui', 'manager-status'],
  }
  tomcat::setenv::entry { 'JAVA_OPTS':
    config_file => '/srv/tomcat/shop/bin/setenv.sh',
    value       => ['-Xms512m', '-Xmx2048m', '-Djava.awt.headless=true'],
    quote_char  => '"',
  }
  tomcat::setenv::entry { 'CATALINA_PID':
    catalina_home => '/opt/tomcat9',
    config_file   => '/srv/tomcat/shop/bin/setenv.sh',
    value         => '/srv/tomcat/shop/temp/tomcat.pid',
    order         => 20,
  }
  tomcat::war { 'shop.war':
    catalina_base => '/srv/tomcat/shop',
    war_source    => 'https://repo.example.com/releases/shop-2.4.1.war',
  }
  tomcat::war { 'legacy.war':
    catalina_base => '/srv/tomcat/shop',
    war_ensure    => 'absent',
  }
}
