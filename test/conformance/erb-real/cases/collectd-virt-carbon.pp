class collectd { $collectd_version_real = '5.8.1' }
define erbcase() {
  include collectd
  $connection = 'qemu:///system'
  $refresh_interval = 60
  $domain = undef
  $block_device = '/:hd[a-z]/'
  $ignore_selected = false
  $plugin_instance_format = 'name'
  $hostname_format = 'hostname uuid'
  $interface_format = 'address'
  $graphitehost = 'carbon.example.com'
  $graphiteport = 2003
  $graphiteprefix = 'collectd.'
  $graphitepostfix = undef
  $escapecharacter = '_'
  $storerates = true
  $alwaysappendds = false
  $separateinstances = false
  $logsenderrors = true
  $protocol = 'tcp'
  $reconnectinterval = 0
  $reversehost = false
  $preserveseparator = false
  $dropduplicatefields = true
  $groupby = ['Host', 'TypeInstance']
  $plugin = 'cpu'
  $agg_type = 'cpu'
  $calculatesum = true
  $calculateaverage = false
  notify { 'erb': message => template('collectd/plugin/virt.conf.erb', 'collectd/plugin/write_graphite/carbon.conf.erb', 'collectd/plugin/aggregation-aggregator.conf.erb') }
}
erbcase { 'graphite': }
