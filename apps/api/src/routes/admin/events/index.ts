import type { FastifyPluginAsync } from 'fastify';
import createEvent from './create-event.js';
import deleteEvent from './delete-event.js';
import deleteMedia from './delete-media.js';
import { eventVersionRoutes } from './event-versions.js';
import getEvent from './get-event.js';
import listEvents from './list-events.js';
import patchEvent from './patch-event.js';
import resumableUpload from './resumable-upload.js';
import uploadMedia from './upload-media.js';

/** /api/admin/events: the posts editor's API (staff only, never cached). One file per endpoint. */
const adminEventsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listEvents);
  await fastify.register(createEvent);
  await fastify.register(getEvent);
  await fastify.register(patchEvent);
  await fastify.register(deleteEvent);
  await fastify.register(uploadMedia);
  await fastify.register(resumableUpload);
  await fastify.register(deleteMedia);
  await fastify.register(eventVersionRoutes(fastify));
};

export default adminEventsRoutes;
