node 'app07.example.com' {
  include tomcat
  $base = '/usr/share/tomcat'
  tomcat::install { $base:
    install_from_source => false,
    package_name        => 'tomcat',
    package_options     => ['--setopt=install_weak_deps=False'],
  }
  tomcat::instance { 'default':
    catalina_home => $base,
    catalina_base => $base,
    use_init      => true,
    service_name  => 'tomcat',
  }
  tomcat::config::server::engine { 'Catalina':
    catalina_base => $base,
    default_host  => 'localhost',
    jvm_route     => 'app07',
    start_stop_threads => 2,
  }
  tomcat::config::server::listener { 'org.apache.catalina.core.AprLifecycleListener':
    catalina_base         => $base,
    listener_ensure       => 'absent',
  }
  tomcat::config::server::listener { 'org.apache.catalina.security.SecurityListener':
    catalina_base         => $base,
    additional_attributes => { 'checkedOsUsers' => 'root', 'minimumUmask' => '0007' },
  }
  tomcat::config::server::globalnamingresource { 'UserDatabase':
    catalina_base         => $base,
    additional_attributes => {
      'auth'        => 'Container',
      'type'        => 'org.apache.catalina.UserDatabase',
      'factory'     => 'org.apache.catalina.users.MemoryUserDatabaseFactory',
      'pathname'    => 'conf/tomcat-users.xml',
    },
  }
  tomcat::config::context { $base:
    catalina_base         => $base,
    additional_attributes => { 'sessionCookiePath' => '/', 'useHttpOnly' => 'true' },
  }
  tomcat::config::context::manager { 'org.apache.catalina.session.PersistentManager':
    catalina_base         => $base,
    additional_attributes => { 'maxIdleBackup' => '600', 'saveOnRestart' => 'true' },
  }
  tomcat::config::context::parameter { 'companyName':
    catalina_base => $base,
    value         => 'Example Corp',
    override      => false,
    description   => 'Shown in page footers',
  }
  tomcat::config::context::resourcelink { 'jdbc/Shared':
    catalina_base         => $base,
    resourcelink_type     => 'javax.sql.DataSource',
    additional_attributes => { 'global' => 'jdbc/SharedDB' },
  }
  tomcat::config::server::context { 'reports':
    catalina_base         => $base,
    doc_base              => '/srv/reports',
    parent_host           => 'localhost',
    additional_attributes => { 'path' => '/reports', 'reloadable' => 'false' },
  }
  tomcat::config::properties::property { 'tomcat.util.http.parser.HttpParser.requestTargetAllow':
    catalina_base => $base,
    value         => '|{}',
  }
  tomcat::config::properties::property { 'org.apache.catalina.startup.ContextConfig.jarsToSkip':
    catalina_base => $base,
    value         => 'bcprov*.jar,ojdbc*.jar',
  }
  tomcat::setenv::entry { 'CATALINA_OPTS':
    config_file => '/etc/tomcat/conf.d/puppet.conf',
    value       => '-XX:+UseG1GC -XX:MaxGCPauseMillis=200',
    quote_char  => "'",
    doexport    => false,
  }
  tomcat::setenv::entry { 'JAVA_OPTS_EXTRA':
    param       => 'JAVA_OPTS',
    config_file => '/etc/tomcat/conf.d/puppet.conf',
    value       => ['-Dfile.encoding=UTF-8', '-Duser.timezone=UTC'],
    addto       => 'JAVA_OPTS',
    order       => 30,
  }
  $users = lookup('site::tomcat_users').unwrap
  $users.each |$name, $u| {
    tomcat::config::server::tomcat_users { "user-${name}":
      catalina_base => $base,
      element_name  => $name,
      password      => Sensitive($u['password']),
      roles         => $u['roles'],
    }
  }
  ['manager-gui', 'admin-gui'].each |$role| {
    tomcat::config::server::tomcat_users { "role-${role}":
      catalina_base => $base,
      element       => 'role',
      element_name  => $role,
    }
  }
}
