node 'mon01.example.com' {
  include snmp
  snmp::snmpv3_user { 'monitor':
    authpass => 'm0nitorP4ss',
    privpass => 'm0nitorPriv',
  }
  snmp::snmpv3_user { 'backup':
    authtype => 'MD5',
    authpass => 'b4ckupPass',
  }
  snmp::snmpv3_user { 'trapper':
    authpass => 'tr4pperPass',
    privpass => 'tr4pperPriv',
    privtype => 'DES',
    daemon   => 'snmptrapd',
  }
}
