# Batch Puppet catalog compiler (driver for puppet_compile.sh --driver batch).
#
# usage: ruby puppet_compile_batch.rb NODE FORMAT LIST_FILE OUT_JSONL [puppet settings...]
# LIST_FILE names one main manifest per line. Each is compiled in turn in this one Ruby process
# (start-up and settings cost ~1.5 s a run, a small manifest's compile a few ms) through the
# catalog indirection `puppet catalog compile` uses, each in an environment of its own (same
# modulepath, that manifest), so nothing one manifest declares is seen by the next. OUT_JSONL gets
# one line per manifest: {"manifest", "catalog"} (rendered in FORMAT, rich_data_json or json, as a
# string) or {"manifest", "error"} (the line Puppet's console would print, "Error: ...").

node_name, format, list_path, out_path, *settings = ARGV

require 'json'
require 'puppet'

# Keep stdout clean: Puppet's console log destination prints notices on $stdout.
$stdout.reopen($stderr)

Puppet.initialize_settings(settings)
Puppet.settings.preferred_run_mode = :server
Puppet::ApplicationSupport.push_application_context(Puppet::Util::RunMode[:server])
Puppet::Util::Log.newdestination(:console)
Puppet::Util::Log.level = :notice

base = Puppet.lookup(:environments).get!(Puppet[:environment])
File.open(out_path, 'w') do |out|
  File.readlines(list_path, chomp: true).reject(&:empty?).each do |manifest|
    env = Puppet::Node::Environment.create(base.name, base.full_modulepath, manifest)
    row = { 'manifest' => manifest }
    begin
      Puppet.override(environments: Puppet::Environments::Static.new(env), current_environment: env) do
        catalog = Puppet::Resource::Catalog.indirection.find(node_name)
        raise "no catalog produced for #{node_name}" unless catalog
        row['catalog'] = Puppet::Network::FormatHandler.format(format.to_sym).render(catalog)
      end
    rescue StandardError, ScriptError => e
      row['error'] = "Error: #{e.message}"
    end
    out.puts(JSON.generate(row))
  end
end
