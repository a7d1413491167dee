node default {
  include java
  include java_ks::config

  java_ks { 'app_signing':
    ensure              => present,
    target              => '/etc/pki/java/signing.jceks',
    storetype           => 'jceks',
    certificate         => '/etc/pki/app/signing.crt',
    private_key_content => "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n",
    private_key_type    => 'ec',
    password_file       => '/etc/pki/app/storepass',
    destkeypass         => 'keypass',
    path                => ['/usr/lib/jvm/java-17/bin', '/usr/bin'],
    require             => Class['java'],
  }

  $settings = lookup('site::app_settings', Hash, 'deep', {})
  $defaults = { 'path' => '/etc/app/app.ini', 'key_val_separator' => ' = ', 'notify' => 'Service[app]' }
  inifile::create_ini_settings($settings, $defaults)

  service { 'app': ensure => running, enable => true }

  ['io', 'http', 'jdbc'].each |$i, $section| {
    ini_setting { "app logging ${section}":
      ensure         => present,
      path           => '/etc/app/logging.ini',
      section        => $section,
      section_prefix => '<',
      section_suffix => '>',
      setting        => 'level',
      value          => $i ? { 0 => 'DEBUG', default => 'INFO' },
      indent_char    => "\t",
      indent_width   => 1,
    }
  }
  ini_setting { 'app reload marker':
    path              => '/etc/app/app.ini',
    section           => '',
    setting           => 'generation',
    value             => '42',
    key_val_separator => ':',
    refreshonly       => true,
    subscribe         => Java_ks['app_signing'],
  }
  ini_subsetting { 'jvm xmx':
    ensure            => present,
    path              => '/etc/sysconfig/app',
    section           => '',
    setting           => 'JAVA_OPTS',
    subsetting        => '-Xmx',
    value             => '2g',
    quote_char        => '"',
    key_val_separator => '=',
    insert_type       => 'start',
  }
  ini_subsetting { 'jvm gc':
    ensure            => present,
    path              => '/etc/sysconfig/app',
    section           => '',
    setting           => 'JAVA_OPTS',
    subsetting        => '-XX:+UseG1GC',
    quote_char        => '"',
    key_val_separator => '=',
    insert_type       => 'after',
    insert_value      => '-Xmx',
    use_exact_match   => true,
  }
  ini_subsetting { 'jvm debug':
    ensure            => absent,
    path              => '/etc/sysconfig/app',
    section           => '',
    setting           => 'JAVA_OPTS',
    subsetting        => '-agentlib:jdwp',
    subsetting_key_val_separator => '=',
    quote_char        => '"',
    delete_if_empty   => true,
  }
}
